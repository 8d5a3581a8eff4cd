"""Douzon et al.'s model comparison (long-range transformers for documents) on our data: train every variant
with the same init, data and budget, then score each on (a) synthetic orders of the *test* template families, per field and per length bucket (Douzon et al.
Figure 7 / Table 4), (b) the SROIE validation split, (c) the Kleister NDA validation split (long contracts),
with the model stage's pages/s on each.

    python scripts/compare.py [--variants layoutlm,layoutlm+squircle,...] [--steps 60] [--minutes 3]

Needs the files of ``scripts/default_data.py --kleister-labelled`` (scripts/compare.sh runs it). Writes
``runs/compare/<variant>/`` (checkpoints), ``docs/compare/results.json`` and, through plot_compare.py,
``docs/compare/*.png``. A variant that fails to train is recorded with its error and the others go on.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from eval_model import evaluate_file

# name → (preset, model options, max_length, chunking). Linformer cannot take a 2D bias (no (i, j) pairs after
# its key projection), so it runs once; LAMBERT's own bias is additive and full-attention only.
VARIANTS: dict[str, tuple[str, dict, int, str]] = {
    "layoutlm": ("layoutlm", {}, 512, "split_page"),
    "layoutlm+squircle": ("layoutlm", {"relative_bias": "squircle"}, 512, "split_page"),
    "layoutlm+cross": ("layoutlm", {"relative_bias": "cross"}, 512, "split_page"),
    "layoutlinformer": ("layoutlinformer", {"linformer_k": 512}, 2048, "whole"),  # Douzon et al.: N=2048, k=512
    # the original Linformer projection (E, F per position), what the layoutlinformer rows before the pooled
    # projection were; not in the default list
    "layoutlinformer-learned": ("layoutlinformer", {"linformer_k": 512, "linformer_projection": "learned"}, 2048,
                                "whole"),
    "layoutlm+multigrain": ("layoutlm", {"multigrain": True}, 512, "split_page"),  # not in the default list
    "layoutcosformer": ("layoutcosformer", {}, 2048, "whole"),
    "layoutcosformer+squircle": ("layoutcosformer", {"relative_bias": "squircle"}, 2048, "whole"),
    "layoutcosformer+cross": ("layoutcosformer", {"relative_bias": "cross"}, 2048, "whole"),
    "lambert": ("lambert", {}, 512, "split_page"),
}
OPTIONAL_VARIANTS = ("layoutlinformer-learned", "layoutlm+multigrain")
SROIE_FIELDS = ["vendor_name", "vendor_address", "date", "total_amount"]
KLEISTER_FIELDS = ["effective_date", "jurisdiction", "party", "term"]


def log(msg: str) -> None:
    print(f"[compare {time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


def build_data(src: Path, out: Path, n_orders: int, n_sroie: int, n_kleister: int, n_val: int,
               test: tuple[int, int, int], n_kleister_val: int, n_sroie_val: int) -> dict:
    """Training / evaluation subsets drawn (fixed seed) from the default model's data files."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from default_data import read_jsonl, write_jsonl

    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(7)
    union = read_jsonl(src / "union-train.jsonl")
    orders = [d for d in union if d.metadata.get("source_set") == "synth-order-train"]
    sroie = [d for d in union if d.metadata.get("source_set") == "sroie"]
    kleister = read_jsonl(src / "kleister-train.jsonl")
    train = rng.sample(orders, min(n_orders, len(orders))) + rng.sample(sroie, min(n_sroie, len(sroie))) \
        + rng.sample(kleister, min(n_kleister, len(kleister)))
    rng.shuffle(train)
    val = [d for d in read_jsonl(src / "union-val.jsonl") if d.metadata.get("source_set") == "synth-order-train"]
    # test-family orders: the first n of each length class (orders-test.jsonl is written class by class)
    from docx_cli.modeling.tokenizer import load_tokenizer, minilm_dir
    from docx_cli.predict import count_tokens
    from docx_cli.training.metrics import bucket_of

    tok = load_tokenizer(minilm_dir())
    by_bucket: dict[str, list] = {"short": [], "medium": [], "long": []}
    for d in read_jsonl(src / "orders-test.jsonl"):
        by_bucket[bucket_of(count_tokens(d, tok))].append(d)
    test_docs = [d for b, n in zip(("short", "medium", "long"), test) for d in by_bucket[b][:n]]
    sizes = {
        "train.jsonl": write_jsonl(out / "train.jsonl", train),
        "val.jsonl": write_jsonl(out / "val.jsonl", val[:n_val]),
        "orders-test.jsonl": write_jsonl(out / "orders-test.jsonl", test_docs),
        "sroie-val.jsonl": write_jsonl(out / "sroie-val.jsonl", read_jsonl(src / "sroie-val.jsonl")[:n_sroie_val]),
        "kleister-val.jsonl": write_jsonl(out / "kleister-val.jsonl",
                                          read_jsonl(src / "kleister-val.jsonl")[:n_kleister_val]),
    }
    return {"files": sizes, "train_mix": {"synthetic_orders": min(n_orders, len(orders)),
                                          "sroie": min(n_sroie, len(sroie)),
                                          "kleister": min(n_kleister, len(kleister))},
            "test_buckets": {b: min(n, len(by_bucket[b])) for b, n in zip(("short", "medium", "long"), test)}}


def train_variant(name: str, steps: int, minutes: float, batch: int, threads: int, data: Path, docx: str,
                  seed: int = 42) -> dict:
    preset, options, max_length, chunking = VARIANTS[name]
    out = Path("runs/compare") / name
    cmd = [docx, "train", "--config", "scripts/configs/compare.yaml", "--output_dir", str(out),
           "--model.preset", preset, "--model.max_length", str(max_length), "--model.chunking", chunking,
           "--model.options", json.dumps(options), "--data.path", str(data / "train.jsonl"),
           "--data.validation_path", str(data / "val.jsonl"), "--training.max_steps", str(steps),
           "--training.max_minutes", str(minutes), "--training.batch_size", str(batch),
           "--training.threads", str(threads), "--training.seed", str(seed)]
    t = time.time()
    env = {**os.environ, "OMP_NUM_THREADS": str(threads)}
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False)
    (out.parent / f"{name}.log").write_text(proc.stderr, encoding="utf-8")
    if proc.returncode != 0:
        return {"error": (proc.stderr.strip().splitlines() or ["?"])[-1], "train_seconds": round(time.time() - t)}
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    return {"steps": summary["step"], "train_seconds": round(time.time() - t), "model_dir": str(out / "best"),
            "command": " ".join(cmd)}


def brief(r: dict) -> dict:
    """The figures the table and plot need (the full JSON stays in runs/compare/<variant>/eval-*.json)."""
    def per(m: dict) -> dict:
        return {f: v["f1"] for f, v in m["field"]["per_field"].items()}

    return {"documents": r["documents"], "field_f1": r["field_f1"], "entity_f1": r["entity_f1"],
            "per_field_f1": per(r), "pages_per_s": r["timing"]["pages_per_s"],
            "tokens_per_s": r["timing"]["tokens_per_s"],
            "buckets": {b: {"documents": m["documents"], "field_f1": m["field_f1"], "per_field_f1": per(m)}
                        for b, m in r.get("buckets", {}).items()}}


def measure_speed(results: dict, data: Path, rounds: int, threads: int) -> None:
    """Pages/s of every trained variant, interleaved: round-robin over the variants ``rounds`` times and keep
    each one's best round, so that load from other jobs on a shared machine drifts over all variants alike
    instead of landing on whichever ran at a busy moment. Model stage only (tokenise + forward + merge)."""
    import torch

    from docx_cli.modeling import DocxForTokenClassification
    from docx_cli.modeling.tokenizer import load_tokenizer
    from docx_cli.predict import predict_word_probs
    from docx_cli.training.datasets.jsonl import read_documents

    torch.set_num_threads(threads)
    sets = {"orders": read_documents(data / "orders-test.jsonl"), "kleister": read_documents(data / "kleister-val.jsonl"),
            "sroie": read_documents(data / "sroie-val.jsonl")}
    models = {}
    for name, rec in results["variants"].items():
        if "model_dir" in rec and Path(rec["model_dir"]).is_dir():
            models[name] = (DocxForTokenClassification.from_pretrained(rec["model_dir"]),
                            load_tokenizer(rec["model_dir"]))
    best: dict[str, dict[str, float]] = {n: {} for n in models}
    for r in range(rounds):
        for name, (model, tok) in models.items():
            for key, docs in sets.items():
                t = time.perf_counter()
                with torch.inference_mode():
                    predict_word_probs(model, tok, docs, max_length=model.config.max_length,
                                       mode=model.config.chunking)
                pps = sum(len(d.pages) for d in docs) / (time.perf_counter() - t)
                best[name][key] = max(best[name].get(key, 0.0), round(pps, 2))
        log(f"speed round {r + 1}/{rounds}: {best}")
    for name, figures in best.items():
        results["variants"][name]["speed"] = {"pages_per_s_best_of_rounds": figures, "rounds": rounds,
                                              "threads": threads}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--variants", default=",".join(v for v in VARIANTS if v not in OPTIONAL_VARIANTS))
    ap.add_argument("--src", default="runs/default/data", help="scripts/default_data.py output")
    ap.add_argument("--data", default="runs/compare/data")
    ap.add_argument("--orders", type=int, default=150)
    ap.add_argument("--sroie", type=int, default=150)
    ap.add_argument("--kleister", type=int, default=30)
    ap.add_argument("--test", default="8,8,6", help="test-family orders per bucket: short,medium,long")
    ap.add_argument("--kleister-val", type=int, default=5)
    ap.add_argument("--sroie-val", type=int, default=50)
    ap.add_argument("--steps", type=int, default=60)
    ap.add_argument("--batch", type=int, default=4)
    ap.add_argument("--minutes", type=float, default=3.0, help="wall-time cap per training run")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--seed", type=int, default=42, help="training seed (init of new weights, batch order)")
    ap.add_argument("--out", default="docs/compare/results.json")
    ap.add_argument("--docx", default=".venv/bin/docx")
    ap.add_argument("--reuse-data", action="store_true",
                    help="use the files already in --data as they are (e.g. prepared on another machine)")
    ap.add_argument("--device", default="cpu", help="where the evaluation runs (training: the config's auto)")
    ap.add_argument("--speed-only", type=int, default=0, metavar="ROUNDS",
                    help="only re-measure pages/s of the trained variants, interleaved, best of ROUNDS")
    a = ap.parse_args(argv)
    if a.speed_only:
        out = Path(a.out)
        results = json.loads(out.read_text(encoding="utf-8"))
        measure_speed(results, Path(a.data), a.speed_only, a.threads)
        out.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
        subprocess.run([sys.executable, str(Path(__file__).with_name("plot_compare.py")), str(out)], check=False)
        return 0

    data = Path(a.data)
    test = tuple(int(x) for x in a.test.split(","))
    if a.reuse_data and (data / "train.jsonl").is_file():
        info = {"files": {f.name: len(f.read_text(encoding="utf-8").splitlines())
                          for f in sorted(data.glob("*.jsonl"))}, "reused": str(data)}
    else:
        info = build_data(Path(a.src), data, a.orders, a.sroie, a.kleister, 6, test, a.kleister_val,  # type: ignore
                          a.sroie_val)
    log(f"data: {info}")
    out = Path(a.out)
    results = json.loads(out.read_text()) if out.is_file() else {}
    results.update({"budget": {"steps": a.steps, "batch_size_chunks": a.batch, "max_minutes": a.minutes,
                               "threads": a.threads, "seed": a.seed, "eval_device": a.device,
                               "init": "all-MiniLM-L6-v2 (no layout pre-training)",
                               "learning_rate": 2e-4, "new_params_lr_scale": 5.0},
                    "data": info, "started": time.strftime("%Y-%m-%d %H:%M")})
    results.setdefault("variants", {})
    for name in a.variants.split(","):
        log(f"{name}: training ({a.steps} steps of {a.batch} chunks, at most {a.minutes} min)")
        rec = {"preset": VARIANTS[name][0], "options": VARIANTS[name][1], "max_length": VARIANTS[name][2],
               "chunking": VARIANTS[name][3], **train_variant(name, a.steps, a.minutes, a.batch, a.threads, data,
                                                             a.docx, a.seed)}
        if "error" not in rec:
            labels = json.loads((Path(rec["model_dir"]) / "labels.json").read_text(encoding="utf-8"))
            synth_fields = [f for f in labels["fields"] if f not in KLEISTER_FIELDS]  # orders have no Kleister gold
            for key, file, fields, norm in (("orders_test", "orders-test.jsonl", synth_fields, "sroie"),
                                            ("sroie_val", "sroie-val.jsonl", SROIE_FIELDS, "sroie"),
                                            ("kleister_val", "kleister-val.jsonl", KLEISTER_FIELDS, "kleister")):
                t = time.time()
                r = evaluate_file(rec["model_dir"], str(data / file), fields, norm, threads=a.threads,
                                  device=a.device)
                Path(f"runs/compare/{name}/eval-{key}.json").write_text(json.dumps(r, indent=1))
                rec[key] = brief(r)
                log(f"  {key}: field F1 {r['field_f1']:.3f}, {r['timing']['pages_per_s']} pages/s "
                    f"({time.time() - t:.0f} s)")
        else:
            log(f"  failed: {rec['error']}")
        results["variants"][name] = rec
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")  # after each: partial results survive
    results["finished"] = time.strftime("%Y-%m-%d %H:%M")
    out.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    subprocess.run([sys.executable, str(Path(__file__).with_name("plot_compare.py")), str(out)], check=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
