"""Plots and a Markdown table from scripts/compare.py's results JSON.

    python scripts/plot_compare.py docs/compare/results.json

Writes, beside the JSON:
  by_length.png   field F1 per length bucket for Douzon et al.'s fields (its Figure 7), one line per variant
  summary.png     field F1 on test-family orders, SROIE validation and Kleister NDA validation, and pages/s
  table.md        the README table (the same figures)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

SEED001_FIELDS = ["document_number", "date", "total_amount", "item_id", "quantity"]
BUCKETS = ["short", "medium", "long"]


def fmt(v) -> str:
    return "–" if v is None else f"{v:.3f}"


def speeds(r: dict) -> dict:
    """Pages/s per set: the interleaved best-of-rounds figures when measured, else the evaluation's own."""
    sp = r.get("speed", {}).get("pages_per_s_best_of_rounds")
    if sp:
        return sp
    return {"orders": r["orders_test"]["pages_per_s"], "sroie": r["sroie_val"]["pages_per_s"],
            "kleister": r["kleister_val"]["pages_per_s"]}


def table(res: dict) -> str:
    b = res["budget"]
    if "trained_on" in b:  # a GPU run (scripts/gpu/run.sh)
        head = (f"Budget per variant: {b['steps']} optimizer steps × {b['batch_size_chunks']} chunks, seed "
                f"{b['seed']}, trained on {b['trained_on']}; init {b['init']}. {res.get('speed_note', '')}\n\n")
    else:
        head = (f"Budget per variant: at most {b['steps']} optimizer steps × {b['batch_size_chunks']} chunks, capped "
                f"at {b['max_minutes']} min of training (the cap, on a shared machine, decided the steps completed: "
                f"column *steps*), {b['threads']} CPU thread, init {b['init']}. Pages/s: model stage "
                f"(tokenise + forward + merge), best of interleaved rounds when measured.\n\n")
    cols = ["variant", "steps", "train s", "orders F1", "short", "medium", "long", "SROIE F1", "Kleister F1",
            "pages/s orders", "pages/s SROIE", "pages/s Kleister"]
    lines = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    for name, r in res["variants"].items():
        if "error" in r:
            lines.append(f"| {name} | failed: {r['error'][:60]} |" + " |" * (len(cols) - 2))
            continue
        o, s, k = r["orders_test"], r["sroie_val"], r["kleister_val"]
        sp = speeds(r)
        row = [name, str(r["steps"]), str(r["train_seconds"]), fmt(o["field_f1"]),
               *(fmt(o["buckets"].get(bk, {}).get("field_f1")) for bk in BUCKETS),
               fmt(s["field_f1"]), fmt(k["field_f1"]), f"{sp['orders']:.2f}", f"{sp['sroie']:.2f}",
               f"{sp['kleister']:.2f}"]
        lines.append("| " + " | ".join(row) + " |")
    return head + "\n".join(lines) + "\n"


def main(path: str) -> int:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    p = Path(path)
    res = json.loads(p.read_text(encoding="utf-8"))
    prefix = "" if p.stem == "results" else p.stem + "-"  # several runs in one folder: <stem>-by_length.png, ...
    ok = {n: r for n, r in res["variants"].items() if "error" not in r}
    if not ok:
        print("no finished variant to plot", file=sys.stderr)
        return 1

    fig, axes = plt.subplots(1, len(SEED001_FIELDS), figsize=(3.2 * len(SEED001_FIELDS) + 2, 3.4), sharey=True)
    for ax, field in zip(axes, SEED001_FIELDS):
        for name, r in ok.items():
            ys = [r["orders_test"]["buckets"].get(b, {}).get("per_field_f1", {}).get(field) for b in BUCKETS]
            ax.plot(BUCKETS, [float("nan") if y is None else y for y in ys], marker="o",
                    linestyle="--" if "cosformer" in name or "linformer" in name else "-", label=name)
        ax.set_title(field)
        ax.set_ylim(-0.02, 1.02)
        if not any(r["orders_test"]["buckets"].get(b, {}).get("per_field_f1", {}).get(field) for r in ok.values()
                   for b in BUCKETS):
            ax.text(0.5, 0.5, "0.000 for every variant\n(budget too small)", ha="center", va="center",
                    transform=ax.transAxes, fontsize=8, color="tab:red")
        ax.grid(alpha=0.3)
    axes[0].set_ylabel("field F1 (test-family orders)")
    axes[-1].legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.03, 1.0))
    b = res["budget"]
    fig.suptitle(f"Field F1 by document length (short ≤512, medium 513–2048, long >2048 tokens); "
                 f"{'' if 'trained_on' in b else 'at most '}{b['steps']} steps × {b['batch_size_chunks']} chunks per "
                 f"variant{', seed ' + str(b['seed']) if 'seed' in b else ''}", fontsize=9)
    fig.tight_layout()
    fig.savefig(p.with_name(prefix + "by_length.png"), dpi=110)
    plt.close(fig)

    names = list(ok)
    fig, axes = plt.subplots(1, 4, figsize=(15, 3.8))
    panels = [("orders (test families)", [ok[n]["orders_test"]["field_f1"] for n in names]),
              ("SROIE validation", [ok[n]["sroie_val"]["field_f1"] for n in names]),
              ("Kleister NDA validation", [ok[n]["kleister_val"]["field_f1"] for n in names])]
    for ax, (title, ys) in zip(axes[:3], panels):
        ax.barh(names, ys, color="tab:blue")
        ax.set_xlim(0, 1)
        ax.set_title(f"field F1: {title}", fontsize=9)
        if not any(ys):
            ax.text(0.5, 0.5, "0.000 for every variant:\nno field learned at this budget", ha="center",
                    va="center", transform=ax.transAxes, fontsize=8, color="tab:red")
        ax.invert_yaxis()
        ax.tick_params(axis="y", labelsize=7)
    ax = axes[3]
    import numpy as np

    y = np.arange(len(names))
    ax.barh(y - 0.27, [speeds(ok[n])["orders"] for n in names], height=0.27, label="orders")
    ax.barh(y, [speeds(ok[n])["sroie"] for n in names], height=0.27, label="SROIE")
    ax.barh(y + 0.27, [speeds(ok[n])["kleister"] for n in names], height=0.27, label="Kleister NDA")
    ax.set_yticks(y, names, fontsize=7)
    ax.invert_yaxis()
    ax.set_title(f"pages/s, model stage, {b['threads']} CPU thread", fontsize=9)
    ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(p.with_name(prefix + "summary.png"), dpi=110)
    plt.close(fig)

    p.with_name(prefix + "table.md").write_text(table(res), encoding="utf-8")
    print(f"wrote {p.with_name(prefix + 'by_length.png')}, {p.with_name(prefix + 'summary.png')}, {p.with_name(prefix + 'table.md')}",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "docs/compare/results.json"))
