"""Choose ``DecodeParams.fill_min_prob`` (docx_cli/decode/params.py) on validation data: the model runs once per set,
then its probabilities are decoded at each threshold and scored with field F1.

    python scripts/tune_fill.py --model runs/default/finetune4/best \
        --union-val runs/default/data-4/union-val.jsonl --sroie-val runs/default/data/sroie-val.jsonl

The union validation split is scored on its synthetic documents (every field), SROIE validation on its four
fields. Validation data only: the test sets must not choose the threshold.
"""

from __future__ import annotations

import argparse

SROIE_FIELDS = ["vendor_name", "vendor_address", "date", "total_amount"]
THRESHOLDS = (1.01, 0.5, 0.35, 0.25, 0.15, 0.08)  # 1.01: the fill step off


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", required=True)
    ap.add_argument("--union-val", required=True)
    ap.add_argument("--sroie-val", default=None)
    ap.add_argument("--threads", type=int, default=1)
    a = ap.parse_args(argv)

    from dataclasses import replace

    import torch

    import docx_cli.training.evaluate as ev
    from docx_cli.decode import DEFAULT
    from docx_cli.modeling import DocxForTokenClassification
    from docx_cli.modeling.tokenizer import load_tokenizer
    from docx_cli.training.datasets import normalizer_for
    from docx_cli.training.datasets.jsonl import read_documents
    from docx_cli.training.metrics import evaluate_predictions

    torch.set_num_threads(a.threads)
    model = DocxForTokenClassification.from_pretrained(a.model)
    tokenizer = load_tokenizer(a.model)
    cfg = model.config
    kinds = dict(cfg.field_kinds)
    sets = {"union-val (synthetic)": ([d for d in read_documents(a.union_val)
                                       if not str(d.metadata.get("source_set", "")).startswith("sroie")], None)}
    if a.sroie_val:
        sets["sroie-val"] = (read_documents(a.sroie_val), SROIE_FIELDS)
    norm = normalizer_for("jsonl")
    predict = ev.predict_word_probs
    for name, (docs, only) in sets.items():
        with torch.inference_mode():
            probs = predict(model, tokenizer, docs, max_length=cfg.max_length, mode=cfg.chunking, batch_size=16)
        scored = {f: kinds[f] for f in only} if only else kinds
        for th in THRESHOLDS:
            preds = ev.predictions_for(model, tokenizer, docs, max_length=cfg.max_length, mode=cfg.chunking,
                                       params=replace(DEFAULT, fill_min_prob=th), probs=probs)
            ev.restrict(preds, scored)
            m = evaluate_predictions(preds, scored, norm)
            singles = {f: round(v["f1"], 3) for f, v in m["field"]["per_field"].items() if kinds.get(f) == "single"}
            print(f"{name} ({len(docs)} docs) min_prob {th}: field F1 {m['field_f1']:.4f} {singles}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
