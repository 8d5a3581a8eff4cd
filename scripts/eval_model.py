"""Score a model on one labelled set, restricted to the fields that set has gold for, and time it.

    python scripts/eval_model.py --model models/default --data runs/default/data/sroie-val.jsonl \
        --fields vendor_name,vendor_address,date,total_amount [--normalizer sroie|kleister] [--out r.json]
    python scripts/eval_model.py --model models/default --data examples/configs/wildreceipt.yaml \
        --fields vendor_name,date,total_amount,description,quantity     # a config: its validation split

What it adds to ``docx evaluate``: ``--fields`` scores only the fields the data is labelled for (a union
model also tags e.g. ``tax_amount`` on a receipt, which SROIE has no gold for; those predictions are set to
``O`` before scoring instead of counting as false positives), and a timing of the model stage
(tokenise + forward + merge, no file reading) in pages/s and tokens/s with ``--threads`` torch threads.
The scores themselves are ``docx_cli.training.metrics`` (seqeval strict IOBES; field F1), per length bucket,
with the model's decoding filters as ``docx extract`` applies them. Beside each field: the gold-tag oracle, the
same metric with the gold tags as predictions — what a perfect tagger of these words would score. With a
training config (``.yaml``) the documents are its validation split read as ``docx evaluate`` reads them
(WildReceipt through OCR: the oracle is what the OCR and the label transfer allow) and compared by the data
kind's rule; ``--normalizer`` applies to Document JSONL.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path


def evaluate_file(model_dir: str, data: str, fields: list[str] | None = None, normalizer: str = "sroie",
                  batch_size: int = 16, threads: int = 1, max_documents: int | None = None,
                  device: str = "cpu") -> dict:
    import torch

    from docx_cli.cli.evaluate import load_eval_data
    from docx_cli.decode import DEFAULT
    from docx_cli.decode.params import for_model
    from docx_cli.modeling import DocxForTokenClassification
    from docx_cli.modeling.tokenizer import load_tokenizer
    from docx_cli.registry import describe
    from docx_cli.training.datasets import normalizer_for
    from docx_cli.training.datasets.jsonl import read_documents
    from docx_cli.training.evaluate import predictions_for, restrict
    from docx_cli.training.metrics import evaluate_predictions

    torch.set_num_threads(threads)
    model = DocxForTokenClassification.from_pretrained(model_dir).to(device)
    tokenizer = load_tokenizer(model_dir)
    if data.endswith((".yaml", ".yml")):
        docs, kind, _, stride = load_eval_data(data, "validation", max_documents)
    else:
        docs, kind, stride = read_documents(data, max_documents), None, None
    info = describe(Path(model_dir))
    all_kinds = dict(model.config.field_kinds)
    kinds = {f: all_kinds.get(f, "single") for f in fields} if fields else all_kinds
    missing = [f for f in kinds if f not in all_kinds]
    cfg = model.config
    t0 = time.perf_counter()
    with torch.inference_mode():
        preds = predictions_for(model, tokenizer, docs, kind=kind, max_length=cfg.max_length, mode=cfg.chunking,
                                stride=stride, batch_size=batch_size, device=device, types=info.types,
                                params=for_model(DEFAULT, info))
        if device.startswith("cuda"):
            torch.cuda.synchronize()
    seconds = time.perf_counter() - t0
    restrict(preds, kinds)
    norm = normalizer_for(kind or ("kleister" if normalizer == "kleister" else "jsonl"))
    metrics = evaluate_predictions(preds, kinds, norm)
    # The same metric with the gold tags as predictions: what a perfect tagger would score (1.0 unless the gold
    # values are the dataset's own answers and the weak labels miss some, as on SROIE).
    import copy

    oracle = [copy.copy(p) for p in preds]
    for o in oracle:
        o.pred_tags, o.scores = list(o.gold_tags), [1.0] * len(o.gold_tags)
    gold_metrics = evaluate_predictions(oracle, kinds, norm)
    oracle_f1 = {"field_f1": gold_metrics["field_f1"],
                 "per_field": {f: v["f1"] for f, v in gold_metrics["field"]["per_field"].items()},
                 "buckets": {b: {f: v["f1"] for f, v in m["field"]["per_field"].items()}
                             for b, m in gold_metrics.get("buckets", {}).items()}}
    pages = sum(len(d.pages) for d in docs)
    tokens = sum(p.n_tokens for p in preds)
    return {
        "model": str(model_dir), "data": str(data), "fields": list(kinds), "fields_unknown_to_model": missing,
        "timing": {"documents": len(docs), "pages": pages, "tokens": tokens, "seconds": round(seconds, 2),
                   "threads": threads, "device": device, "pages_per_s": round(pages / seconds, 2),
                   "tokens_per_s": round(tokens / seconds, 1)},
        **metrics,
        "oracle": oracle_f1,
    }


def summary(r: dict) -> str:
    per = r["field"]["per_field"]
    head = (f"{Path(r['data']).name}: {r['documents']} docs, field F1 {r['field_f1']:.4f}, entity F1 "
            f"{r['entity_f1']:.4f}, {r['timing']['pages_per_s']} pages/s (model stage, "
            f"{r['timing']['threads']} thread(s))")
    lines = [head]
    orc = r.get("oracle", {}).get("per_field", {})
    lines += [f"  {f:<18} {v['f1']:.4f} (support {v['support']}; gold-tag oracle {orc.get(f, 0):.4f})"
              for f, v in per.items()]
    for b, m in r.get("buckets", {}).items():
        pf = m["field"]["per_field"]
        lines.append(f"  [{b}: {m['documents']} docs] field F1 {m['field_f1']:.4f}  "
                     + "  ".join(f"{f} {v['f1']:.3f}" for f, v in pf.items()))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", required=True)
    ap.add_argument("--data", required=True, help="JSONL / folder of labelled Document JSON")
    ap.add_argument("--fields", default=None, help="comma-separated; default: every field of the model")
    ap.add_argument("--normalizer", choices=("sroie", "kleister"), default="sroie",
                    help="sroie: whitespace-normalised strings (SROIE, synthetic); kleister: the task's form")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--batch-size", type=int, default=16)
    ap.add_argument("--max-documents", type=int, default=None)
    ap.add_argument("--out", default=None, help="write the JSON here (default: stdout)")
    a = ap.parse_args(argv)
    fields = [f for f in a.fields.split(",") if f] if a.fields else None
    r = evaluate_file(a.model, a.data, fields, a.normalizer, a.batch_size, a.threads, a.max_documents)
    text = json.dumps(r, indent=1, ensure_ascii=False) + "\n"
    if a.out:
        Path(a.out).parent.mkdir(parents=True, exist_ok=True)
        Path(a.out).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    print(summary(r), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
