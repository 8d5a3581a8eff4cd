"""The fine-tuning mix of synthetic and real documents, written as JSONL of labelled Document JSON.

    python scripts/real_mix.py --synth runs/real/synth --out runs/real [--repeat-wildreceipt 2] [--sroie-ocr]
                               [--extra composed-train.jsonl ...] [--pages] [--max-per-set N] [--no-composed]
                               [--refine-out DIR]

Reads (through the same readers and held-out splits as examples/configs/{deepform,wildreceipt,sroie}.yaml,
so no validation document is trained on):
- ``<synth>/union-train.jsonl`` from scripts' default data (synthetic orders, invoices and receipts of the
  generator's train families; its SROIE receipts are replaced by the ones below),
- DeepForm train split (values located in the PDFs' words; fields it does not annotate marked as unknown),
- WildReceipt train split (photos read by the default OCR engine, box labels moved onto the words),
- SROIE train split, the dataset's own line boxes and (``--sroie-ocr``) the same receipts read from the photo
  by the default OCR engine, as ``docx extract`` reads them (slow the first time: ~5 s a receipt, then cached),
- ``--extra FILE``: any other labelled JSONL (e.g. the generator's composed documents).
Writes ``mix-train.jsonl`` and ``mix-val.jsonl`` (checkpoint selection: a slice of every validation split,
real ones first), ``mix.json`` (counts and locator reports) and, with ``--pages``, ``real-pages.jsonl``: the
real training documents without their labels, for layout MLM. ``--refine-out DIR`` also writes
``DIR/mix-train.jsonl`` for `make model`'s refine stage from the same located real sets: the union's composed
documents included whatever ``--no-composed`` says, DeepForm twice. ``--max-per-set N`` reads only the first N
documents of each real dataset (smoke runs: ``FAST=1 make model``).
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


def split(config: str, only: str | None = None, max_documents: int | None = None):
    """(train, validation, report) of one of examples/configs' datasets (``only``: read just that part)."""
    from docx_cli.training.config import load_config
    from docx_cli.training.loop import prepare_data

    overrides = {"data.max_documents": max_documents} if max_documents else None
    p = prepare_data(load_config(Path(config), overrides), only=only)
    return p.train_docs, p.val_docs, p.report


def _composed(doc) -> bool:
    """A document of the per-document generator (`docx synth --compose`), not of a layout family."""
    return bool((doc.metadata.get("synth") or {}).get("composed"))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--synth", default="runs/real/synth")
    ap.add_argument("--out", default="runs/real")
    ap.add_argument("--repeat-wildreceipt", type=int, default=2)
    ap.add_argument("--repeat-deepform", type=int, default=1)
    ap.add_argument("--val-per-set", type=int, default=40)
    ap.add_argument("--sroie-ocr", action="store_true", help="also train on the SROIE receipts read by OCR")
    ap.add_argument("--extra", action="append", default=[], help="another labelled JSONL to train on")
    ap.add_argument("--pages", action="store_true", help="write real-pages.jsonl (labels removed) for MLM")
    ap.add_argument("--no-composed", action="store_true",
                    help="leave out the composed documents of union-train.jsonl (`docx synth --compose`)")
    ap.add_argument("--max-per-set", type=int, default=None, help="first N documents of each real set")
    ap.add_argument("--refine-out", default=None,
                    help="also write DIR/mix-train.jsonl: the same mix with the composed documents and DeepForm "
                         "twice (make model's refine stage; its validation file is this run's mix-val.jsonl)")
    args = ap.parse_args()
    n = args.max_per_set
    from docx_cli.training.datasets.common import unlabelled
    from docx_cli.training.datasets.jsonl import read_documents

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    union = [d for d in read_documents(Path(args.synth) / "union-train.jsonl") if "sroie" not in str(d.source).lower()]
    synth = [d for d in union if not (args.no_composed and _composed(d))]
    synth_val = read_documents(Path(args.synth) / "orders-validation.jsonl")[: args.val_per_set // 2] + \
        read_documents(Path(args.synth) / "invoices-validation.jsonl")[: args.val_per_set // 2]
    log(f"synthetic: {len(synth)} train, {len(synth_val)} validation")
    df_train, df_val, df_rep = split("examples/configs/deepform.yaml", max_documents=n)
    log(f"DeepForm: {len(df_train)} / {len(df_val)}; recall {df_rep.get('recall')}")
    wr_train, wr_val, wr_rep = split("examples/configs/wildreceipt.yaml", max_documents=n)
    log(f"WildReceipt: {len(wr_train)} / {len(wr_val)}; coverage {wr_rep.get('coverage')}")
    sr_train, _, sr_rep = split("examples/configs/sroie.yaml", max_documents=n)
    _, sr_val, _ = split("examples/configs/sroie-ocr.yaml", only="validation", max_documents=n)
    sr_ocr = split("examples/configs/sroie-ocr.yaml", only="train", max_documents=n)[0] if args.sroie_ocr else []
    extra = [d for path in args.extra for d in read_documents(path)]
    log(f"SROIE: {len(sr_train)} train (boxes), {len(sr_ocr)} train (OCR), {len(sr_val)} validation (OCR); "
        f"recall {sr_rep.get('recall')}")
    train = synth + extra + df_train * args.repeat_deepform + wr_train * args.repeat_wildreceipt + sr_train + sr_ocr
    k = args.val_per_set
    val = df_val[:k] + wr_val[:k] + sr_val[:k] + synth_val
    files = [(out / "mix-train.jsonl", train), (out / "mix-val.jsonl", val)]
    if args.refine_out:  # the real sets are located once for both mixes
        refine = union + extra + df_train * 2 + wr_train * args.repeat_wildreceipt + sr_train + sr_ocr
        Path(args.refine_out).mkdir(parents=True, exist_ok=True)
        files.append((Path(args.refine_out) / "mix-train.jsonl", refine))
    if args.pages:  # the real training pages once each, unlabelled: layout MLM sees what users bring
        files.append((out / "real-pages.jsonl", [unlabelled(d) for d in df_train + wr_train + (sr_ocr or sr_train)]))
    for path, docs in files:
        tmp = path.with_name(path.name + ".tmp")
        with tmp.open("w", encoding="utf-8") as f:
            for d in docs:
                f.write(d.dumps() + "\n")
        tmp.replace(path)
        log(f"{path}: {len(docs)} documents")
    (out / "mix.json").write_text(json.dumps({
        "train": {"synthetic": len(synth), "extra": len(extra), "deepform": len(df_train),
                  "wildreceipt": len(wr_train), "sroie": len(sr_train), "sroie_ocr": len(sr_ocr), "repeat_deepform": args.repeat_deepform,
                  "repeat_wildreceipt": args.repeat_wildreceipt},
        "validation": {"deepform": len(df_val[:k]), "wildreceipt": len(wr_val[:k]), "sroie_ocr": len(sr_val[:k]),
                       "synthetic": len(synth_val)},
        "reports": {"deepform": df_rep, "wildreceipt": wr_rep, "sroie": sr_rep}}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
