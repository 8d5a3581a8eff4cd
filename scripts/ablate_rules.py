"""Each decoding repair rule measured on the validation sets: field F1 with every rule, then with each one off
(and with the shipped default, which leaves some off).

    python scripts/ablate_rules.py --model models/default [--sets deepform,deepform-flights,wildreceipt,
        wildreceipt-items,sroie-ocr,synth,composed]
        [--base all|default] [--off RULE,...] [--fields] [--json runs/real/ablate.json]

Decoding is ``docx extract``'s with this model: its own confidence floors (labels.json) apply. The model's
word probabilities are computed once per set; only decoding runs again (docx_cli.decode with
``DecodeParams.rules`` less one rule), so a row's difference is that rule's alone. Real sets are read as
``docx extract`` reads them (examples/configs/{deepform,wildreceipt,sroie-ocr}.yaml, their held-out splits);
``invoice2data`` the seven real invoices of scripts/invoice2data_set.py (all of them);
``synth`` is the generator's validation families ($SYNTH, default runs/real/synth: {orders,invoices}-validation.jsonl),
``composed`` its held-out split of composed documents (runs/real/synth/composed-heldout.jsonl), ``test-orders``
its test families (runs/real/synth/orders-test.jsonl). ``--base``:
each row takes one rule out of every rule (``all``) or out of the shipped default (``default``: a rule the
default leaves off is put back instead), and the differences are to that base. ``--fields`` adds a column
per field of each set (``set/field``).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from dataclasses import replace
from pathlib import Path

SETS = {
    "deepform": ("examples/configs/deepform.yaml", "document_number,customer_name,total_amount"),
    # DeepForm's flight dates (first and last air date; the model's service period), scored only here: the one
    # real set that prints date ranges (rule date_ranges)
    "deepform-flights": ("examples/configs/deepform.yaml", "period_start,period_end"),
    "wildreceipt": ("examples/configs/wildreceipt.yaml", "vendor_name,date,total_amount,description,quantity"),
    # WildReceipt's line items with their prices (its Prod_price boxes: line_amount), scored only here: the real
    # set whose rows print a quantity, a price and an amount (rule row_arithmetic)
    "wildreceipt-items": ("examples/configs/wildreceipt.yaml", "description,quantity,line_amount"),
    "sroie-ocr": ("examples/configs/sroie-ocr.yaml", "vendor_name,vendor_address,date,total_amount"),
    "kleister-nda": ("examples/configs/kleister-nda.yaml", "effective_date,jurisdiction,party,term"),
    # invoice2data's seven real invoices, all of them (scripts/invoice2data_set.py writes the folder)
    "invoice2data": ("runs/real/invoice2data/invoice2data.yaml", "document_number,date,total_amount,vendor_name,currency"),
    # e-invoices whose attached XML gives the truth (scripts/einvoice_set.py writes the folder), all of them
    "einvoice": ("runs/real/einvoice/einvoice.yaml", ("document_number,date,due_date,total_amount,tax_amount,"
                 "currency,vendor_name,customer_name,item_id,description,quantity,unit_price,line_amount")),
    "synth": ("{synth}/orders-validation.jsonl+{synth}/invoices-validation.jsonl", None),
    "composed": ("{synth}/composed-heldout.jsonl", None),
    "test-orders": ("{synth}/orders-test.jsonl", None),
}
SYNTH = os.environ.get("SYNTH", "runs/real/synth")  # the generator's sets, as scripts/eval_real.sh reads them


def load(name: str):
    """(documents, data kind) of one set."""
    from docx_cli.training.config import load_config
    from docx_cli.training.datasets.jsonl import read_documents
    from docx_cli.training.loop import prepare_data

    path = SETS[name][0].format(synth=SYNTH)
    if path.endswith(".yaml"):
        cfg = load_config(Path(path))
        if name in ("invoice2data", "einvoice"):  # no split: every invoice is scored
            prepared = prepare_data(cfg)
            return prepared.train_docs + prepared.val_docs, cfg.data.kind
        return prepare_data(cfg, only="validation").val_docs, cfg.data.kind
    return [d for p in path.split("+") for d in read_documents(p)], "jsonl"


def score_variants(net, tok, schema, docs, kinds: dict, kind: str, variants: dict,
                   per_field: bool = False) -> dict[str, dict[str, float]]:
    """Field F1 of ``docs`` decoded with each of ``variants`` (label → DecodeParams), scored on ``kinds``; the
    model's word probabilities are computed once. With ``per_field``, each field's F1 too, as ``set/field``
    keys beside the set's own (``""``)."""
    import torch

    from docx_cli.predict import predict_word_probs
    from docx_cli.training.datasets import normalizer_for
    from docx_cli.training.evaluate import predictions_for, restrict
    from docx_cli.training.metrics import evaluate_predictions

    normalize = normalizer_for(kind)
    cfg = net.config
    with torch.inference_mode():
        probs = predict_word_probs(net, tok, docs, max_length=cfg.max_length, mode=cfg.chunking)
    scores = {}
    for label, params in variants.items():
        preds = predictions_for(net, tok, docs, max_length=cfg.max_length, mode=cfg.chunking, types=schema.types,
                                params=params, probs=probs)
        restrict(preds, kinds)
        m = evaluate_predictions(preds, kinds, normalize)
        scores[label] = {"": m["field_f1"]}
        if per_field:
            scores[label].update({f: v["f1"] for f, v in m["field"]["per_field"].items()})
    return scores


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", default="models/default")
    ap.add_argument("--sets", default=",".join(SETS))
    ap.add_argument("--json", default=None)
    ap.add_argument("--base", choices=("all", "default"), default="all")
    ap.add_argument("--fields", action="store_true", help="a column per field of each set too")
    ap.add_argument("--off", default=None, help="only two variants: the base, and the base with these "
                    "(comma-separated) rules switched (off where the base has them on)")
    args = ap.parse_args()
    import torch

    from docx_cli.decode import RULES, Schema
    from docx_cli.decode.params import DEFAULT as NO_FLOORS
    from docx_cli.decode.params import for_model
    from docx_cli.modeling import DocxForTokenClassification
    from docx_cli.modeling.tokenizer import load_tokenizer
    from docx_cli.registry import find_model, prepare_for_inference

    info = find_model(args.model)
    net = prepare_for_inference(DocxForTokenClassification.from_pretrained(info.path), torch.device("cpu"), None)
    tok = load_tokenizer(info.path)
    schema = Schema.of(net, info.types)
    # decoded as `docx extract` decodes with this model: its own confidence floors (labels.json), if any
    DEFAULT = for_model(NO_FLOORS, info)
    every = replace(DEFAULT, rules=RULES)  # the shipped default leaves some rules off (decode/params.py)
    variants = {"all rules": every, "default": DEFAULT, "no rules": replace(DEFAULT, rules=())}
    if args.off:  # two variants: the base, and the base with these rules switched the other way
        off = set(args.off.split(","))
        base = DEFAULT if args.base == "default" else every
        variants = {args.base if args.base == "default" else "all rules": base,
                    f"switched {args.off}": replace(base, rules=tuple(x for x in RULES if base.on(x) != (x in off)))}
    elif args.base == "default":  # each rule switched the other way from the shipped default
        variants = {"default": DEFAULT, "all rules": every, "no rules": replace(DEFAULT, rules=())}
        for r in RULES:
            variants[f"{'-' if DEFAULT.on(r) else '+'} {r}"] = replace(
                DEFAULT, rules=tuple(x for x in RULES if DEFAULT.on(x) != (x == r)))
    else:
        variants.update({f"- {r}": replace(every, rules=tuple(x for x in RULES if x != r)) for r in RULES})
    table: dict[str, dict[str, float]] = {}
    for name in args.sets.split(","):
        docs, kind = load(name)
        fields = SETS[name][1]
        kinds = dict(schema.kinds)
        if fields:
            kinds = {f: kinds[f] for f in fields.split(",") if f in kinds}
        else:
            kinds = {f: k for f, k in kinds.items() if not f.startswith("period")}
        for label, f1 in score_variants(net, tok, schema, docs, kinds, kind, variants, args.fields).items():
            for f, v in f1.items():
                table.setdefault(label, {})[f"{name}/{f}" if f else name] = v
        print(f"{name}: {len(docs)} documents, {next(iter(variants))} {table[next(iter(variants))][name]:.4f}",
              file=sys.stderr, flush=True)
    names = list(next(iter(table.values())))
    width = max(12, *(len(n) for n in names))
    print(f"{'variant':24s} " + " ".join(f"{n:>{width}s}" for n in names))
    first = next(iter(variants))
    base = table[first]
    for label, row in table.items():
        cells = [f"{row[n]:.4f}" if label == first else f"{row[n] - base[n]:+.4f}" for n in names]
        print(f"{label:24s} " + " ".join(f"{c:>{width}s}" for c in cells))
    if args.json:
        Path(args.json).write_text(json.dumps(table, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
