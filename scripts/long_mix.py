"""Training data for the long-document fine-tune (Douzon et al., "Long-Range Transformer Architectures for
Document Understanding": weight transfer from a split-page LayoutLM, then fine-tuning on long documents).

    python scripts/long_mix.py --out runs/long/data [--orders 30,60,60] [--seed 21]

Writes into ``--out`` (a folder: ``docx train`` with ``data: {kind: jsonl, path: <out>/train}`` reads every
JSONL file in it):

    train/deepform-train.jsonl   the DeepForm training split, read as examples/configs/deepform.yaml reads it
                                 (validation_fraction 0.2, split_seed 13: its 87 validation documents are left
                                 out), through scripts/real_mix.py's ``split``
    train/orders-train.jsonl     synthetic orders of the generator's *train* layout families, short / medium /
                                 long counts forced (scripts/default_data.py ``stratified_test_orders``), every
                                 copy of a repeated header value tagged (``tag_repeated_header``), as the default
                                 model's training orders
    val-orders.jsonl             a few more train-family orders (seed 1, the default data's validation seed) for
                                 the training loop's checkpoint figure
    orders-validation.jsonl      orders of the *validation* layout families (seed 3, as default_data.py's
                                 orders-validation.jsonl), length-stratified, for the per-bucket comparison

Nothing of the scoring sets (DeepForm validation split, validation layout families) is trained on.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from default_data import log, stratified_test_orders, tag_repeated_header, write_jsonl
from real_mix import split


def counts(text: str) -> tuple[int, int, int]:
    s, m, lg = (int(x) for x in text.split(","))
    return s, m, lg


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default="runs/long/data")
    ap.add_argument("--orders", default="30,60,60", help="short,medium,long train-family orders to train on")
    ap.add_argument("--seed", type=int, default=21, help="seed of the training orders (not 1, 2 or 3: the "
                    "default data's validation, test and validation-family seeds)")
    ap.add_argument("--val-orders", default="2,2,2", help="short,medium,long train-family orders (seed 1) for "
                    "the training loop's checkpoint figure")
    ap.add_argument("--score-orders", default="10,10,10", help="short,medium,long validation-family orders "
                    "(seed 3) for the comparison")
    a = ap.parse_args(argv)
    if a.seed in (1, 2, 3):
        ap.error("--seed 1, 2 and 3 draw the validation / test documents")
    out = Path(a.out)
    (out / "train").mkdir(parents=True, exist_ok=True)

    df_train, df_val, rep = split("examples/configs/deepform.yaml")
    log(f"DeepForm: {len(df_train)} train, {len(df_val)} validation (left out); recall {rep.get('recall')}")
    write_jsonl(out / "train" / "deepform-train.jsonl", df_train)

    orders = [tag_repeated_header(d) for d in stratified_test_orders(*counts(a.orders), seed=a.seed, split="train")]
    log(f"train-family orders: {len(orders)}")
    write_jsonl(out / "train" / "orders-train.jsonl", orders)
    write_jsonl(out / "val-orders.jsonl", stratified_test_orders(*counts(a.val_orders), seed=1, split="train"))
    write_jsonl(out / "orders-validation.jsonl",
                stratified_test_orders(*counts(a.score_orders), seed=3, split="validation"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
