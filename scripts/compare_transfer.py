"""Long-range variants started from a trained split-page model by weight transfer (Douzon et al.'s recipe),
scored per length bucket before any further training: what the transfer alone gives each attention.

    python scripts/compare_transfer.py [--init models/default] [--data runs/real/synth/orders-validation.jsonl]
        [--per-bucket 4,4,3] [--variants layoutlm,linformer-pooled,linformer-learned] [--out docs/compare/transfer]

``layoutlm`` is the init itself (split page, 512-token windows); ``linformer-pooled`` / ``linformer-learned``
are LayoutLinformer (whole document up to 4,096 tokens, k = 512) with the body, embeddings and classifier
copied from the init (1D positions tiled past 512) and the pooled or the learned (E, F fresh) projection;
``cosformer`` is LayoutCosformer the same way. Models go to runs/compare-transfer/<variant>/; the figures to
``<out>.json`` and a table to ``<out>.md``.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from eval_model import evaluate_file

VARIANTS = {
    "layoutlm": None,
    "linformer-pooled": ("layoutlinformer", {"linformer_projection": "pooled", "linformer_k": 512}),
    "linformer-learned": ("layoutlinformer", {"linformer_projection": "learned", "linformer_k": 512}),
    "cosformer": ("layoutcosformer", {}),
    # sliding-block softmax attention over whole documents (attention/local.py): the same weights, no new
    # parameter; 1D positions restart at every page as split-page training saw them
    "local": ("layoutlm", {"attention": "local", "local_window": 512, "max_length": 4096, "chunking": "whole",
                           "positions_per_page": True}),
}
KLEISTER_FIELDS = {"effective_date", "jurisdiction", "party", "term"}


def log(msg: str) -> None:
    print(f"[compare-transfer {time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


def pick(data: Path, per_bucket: tuple[int, int, int], out: Path, tokenizer) -> dict[str, int]:
    """The first n documents of each length bucket (tokens as the metrics count them) → ``out``."""
    from docx_cli.predict import count_tokens
    from docx_cli.training.datasets.jsonl import read_documents
    from docx_cli.training.metrics import bucket_of

    want = dict(zip(("short", "medium", "long"), per_bucket))
    keep, lines = {b: 0 for b in want}, []
    raw = data.read_text(encoding="utf-8").splitlines()
    for line, doc in zip(raw, read_documents(data)):
        b = bucket_of(count_tokens(doc, tokenizer))
        if keep[b] < want[b]:
            keep[b] += 1
            lines.append(line)
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return keep


def build(name: str, init: Path, root: Path) -> Path:
    from docx_cli.modeling import DocxConfig, load_config
    from docx_cli.modeling.tokenizer import load_tokenizer
    from docx_cli.modeling.transfer import transfer_between_presets

    spec = VARIANTS[name]
    if spec is None:
        return init
    preset, options = spec
    base = load_config(init)
    target = DocxConfig.from_preset(preset, labels=base.labels, field_kinds=base.field_kinds, **options)
    model = transfer_between_presets(init, target)
    out = root / name
    model.save_pretrained(out, tokenizer=load_tokenizer(init))
    shutil.copy(init / "labels.json", out / "labels.json")  # value types and field kinds, as the init's
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--init", default="models/default")
    ap.add_argument("--data", default="runs/real/synth/orders-validation.jsonl")
    ap.add_argument("--fields", default="runs/real/synth/fields.json")
    ap.add_argument("--per-bucket", default="4,4,3")
    ap.add_argument("--variants", default="layoutlm,linformer-pooled,linformer-learned")
    ap.add_argument("--models", default="runs/compare-transfer")
    ap.add_argument("--out", default="docs/compare/transfer")
    ap.add_argument("--threads", type=int, default=1)
    a = ap.parse_args(argv)

    import torch

    from docx_cli.modeling.tokenizer import load_tokenizer

    torch.set_num_threads(a.threads)
    init, root = Path(a.init), Path(a.models)
    root.mkdir(parents=True, exist_ok=True)
    subset = root / "orders.jsonl"
    buckets = pick(Path(a.data), tuple(int(x) for x in a.per_bucket.split(",")), subset, load_tokenizer(init))
    log(f"documents per bucket: {buckets}")
    fields = [f for f in json.loads(Path(a.fields).read_text(encoding="utf-8")) if f not in KLEISTER_FIELDS]
    results = {"init": str(init), "data": a.data, "documents": buckets, "threads": a.threads,
               "command": "python scripts/compare_transfer.py " + " ".join(argv or sys.argv[1:]), "variants": {}}
    for name in a.variants.split(","):
        model_dir = build(name, init, root)
        r = evaluate_file(str(model_dir), str(subset), fields, "sroie", threads=a.threads)
        results["variants"][name] = {
            "model_dir": str(model_dir), "field_f1": r["field_f1"], "pages_per_s": r["timing"]["pages_per_s"],
            "buckets": {b: {"documents": m["documents"], "field_f1": m["field_f1"]} for b, m in r["buckets"].items()}}
        log(f"{name}: field F1 {r['field_f1']:.3f} " + " ".join(
            f"{b} {m['field_f1']:.3f}" for b, m in r["buckets"].items()))
        Path(a.out + ".json").write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    rows = ["| variant | orders F1 | short | medium | long | pages/s |", "|---|---|---|---|---|---|"]
    for name, v in results["variants"].items():
        b = v["buckets"]
        rows.append(f"| {name} | {v['field_f1']:.3f} | " + " | ".join(
            f"{b[k]['field_f1']:.3f}" if k in b else "–" for k in ("short", "medium", "long"))
            + f" | {v['pages_per_s']} |")
    Path(a.out + ".md").write_text("\n".join(rows) + "\n", encoding="utf-8")
    print("\n".join(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
