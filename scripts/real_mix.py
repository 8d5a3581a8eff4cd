"""The fine-tuning mix of synthetic and real documents, written as JSONL of labelled Document JSON.

    python scripts/real_mix.py --synth runs/real/synth --out runs/real [--repeat-wildreceipt 2]

Reads (through the same readers and held-out splits as examples/configs/{deepform,wildreceipt,sroie}.yaml,
so no validation document is trained on):
- ``<synth>/union-train.jsonl`` from scripts' default data (synthetic orders, invoices and receipts of the
  generator's train families; its SROIE receipts are replaced by the ones below),
- DeepForm train split (values located in the PDFs' words; fields it does not annotate marked as unknown),
- WildReceipt train split (photos read by the default OCR engine, box labels moved onto the words),
- SROIE train split, the dataset's own line boxes and, where already cached, the OCR engine's reading.
Writes ``mix-train.jsonl`` and ``mix-val.jsonl`` (checkpoint selection: a slice of every validation split,
real ones first) and ``mix.json`` (counts and locator reports).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

REAL = Path("../shared/data")
FIELDS = {"document_number": "single", "date": "single", "due_date": "single", "total_amount": "single",
          "tax_amount": "single", "currency": "single", "vendor_name": "single", "vendor_address": "single",
          "customer_name": "single", "customer_address": "single", "period_start": "single",
          "period_end": "single", "item_id": "item", "description": "item", "quantity": "item",
          "unit_price": "item", "line_amount": "item"}


def log(msg: str) -> None:
    print(f"[mix {time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


def split(config: str, only: str | None = None):
    """(train, validation, report) of one of examples/configs' datasets (``only``: read just that part)."""
    from docx_cli.training.config import load_config
    from docx_cli.training.loop import prepare_data

    p = prepare_data(load_config(Path(config)), only=only)
    return p.train_docs, p.val_docs, p.report


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--synth", default="runs/real/synth")
    ap.add_argument("--out", default="runs/real")
    ap.add_argument("--repeat-wildreceipt", type=int, default=2)
    ap.add_argument("--repeat-deepform", type=int, default=1)
    ap.add_argument("--val-per-set", type=int, default=40)
    args = ap.parse_args()
    from docx_cli.training.datasets.jsonl import read_documents

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    synth = [d for d in read_documents(Path(args.synth) / "union-train.jsonl")
             if "sroie" not in str(d.source).lower()]
    synth_val = read_documents(Path(args.synth) / "orders-validation.jsonl")[: args.val_per_set // 2] + \
        read_documents(Path(args.synth) / "invoices-validation.jsonl")[: args.val_per_set // 2]
    log(f"synthetic: {len(synth)} train, {len(synth_val)} validation")
    df_train, df_val, df_rep = split("examples/configs/deepform.yaml")
    log(f"DeepForm: {len(df_train)} / {len(df_val)}; recall {df_rep.get('recall')}")
    wr_train, wr_val, wr_rep = split("examples/configs/wildreceipt.yaml")
    log(f"WildReceipt: {len(wr_train)} / {len(wr_val)}; coverage {wr_rep.get('coverage')}")
    sr_train, _, sr_rep = split("examples/configs/sroie.yaml")
    _, sr_val, _ = split("examples/configs/sroie-ocr.yaml", only="validation")
    log(f"SROIE: {len(sr_train)} train (boxes), {len(sr_val)} validation (OCR); recall {sr_rep.get('recall')}")
    train = synth + df_train * args.repeat_deepform + wr_train * args.repeat_wildreceipt + sr_train
    k = args.val_per_set
    val = df_val[:k] + wr_val[:k] + sr_val[:k] + synth_val
    for name, docs in (("mix-train.jsonl", train), ("mix-val.jsonl", val)):
        tmp = out / (name + ".tmp")
        with tmp.open("w", encoding="utf-8") as f:
            for d in docs:
                f.write(d.dumps() + "\n")
        tmp.replace(out / name)
        log(f"{name}: {len(docs)} documents")
    (out / "mix.json").write_text(json.dumps({
        "train": {"synthetic": len(synth), "deepform": len(df_train), "wildreceipt": len(wr_train),
                  "sroie": len(sr_train), "repeat_deepform": args.repeat_deepform,
                  "repeat_wildreceipt": args.repeat_wildreceipt},
        "validation": {"deepform": len(df_val[:k]), "wildreceipt": len(wr_val[:k]), "sroie_ocr": len(sr_val[:k]),
                       "synthetic": len(synth_val)},
        "reports": {"deepform": df_rep, "wildreceipt": wr_rep, "sroie": sr_rep}}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
