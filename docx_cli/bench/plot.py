"""The figure for ``docx bench attention --plot``: time and memory against length (log-log, one line per
model), and beside them Douzon et al.'s GPU figures at 4,096 tokens, both ours and theirs relative to LayoutLM,
to compare the shape (who is how many times cheaper), not absolute time."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from docx_cli.bench.attention import GIB, SEED_001_GPU_4096

# Stable colours/markers so base and small figures read the same way.
_STYLE = {
    "transformers-layoutlm-eager": ("tab:gray", "s"),
    "transformers-layoutlm-sdpa": ("black", "D"),
    "layoutlm": ("tab:blue", "o"),
    "layoutlinformer": ("tab:orange", "^"),
    "layoutcosformer": ("tab:green", "v"),
    "lambert": ("tab:purple", "P"),
    "xdoc": ("tab:brown", "X"),
}
_SEED_REF = "layoutlm"  # Douzon et al. compare against their LayoutLM
_OUR_REF = "transformers-layoutlm-eager"  # the plain full-attention LayoutLM a user would run


def _series(report: dict[str, Any], model: str, key: str, scale: float = 1.0):
    pts = sorted((p for p in report["points"] if p["model"] == model), key=lambda p: p["length"])
    ok = [p for p in pts if p.get("status") == "ok" and p.get(key) is not None]
    bad = next((p for p in pts if p.get("status") not in ("ok", "skipped")), None)
    return [p["length"] for p in ok], [p[key] / scale for p in ok], bad


def plot_report(report: dict[str, Any], path: str | Path, at: int = 4096) -> Path:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    s = report["settings"]
    fig, (ax_t, ax_m, ax_r) = plt.subplots(1, 3, figsize=(17, 5.2), gridspec_kw={"width_ratios": [1, 1, 0.8]})
    for model in s["models"]:
        color, marker = _STYLE.get(model, (None, "o"))
        xs, ts, bad = _series(report, model, "median_s")
        label = model + (f" ({bad['status'].replace('_', ' ')} at {bad['length']:,})" if bad else "")
        if xs:
            ax_t.plot(xs, ts, marker=marker, color=color, label=label)
        xs, ms, _ = _series(report, model, "peak_bytes", GIB)
        if xs:
            ax_m.plot(xs, ms, marker=marker, color=color, label=model)
        xs, ims, _ = _series(report, model, "inference_mem_bytes", GIB)
        if xs:
            ax_m.plot(xs, [max(v, 1e-3) for v in ims], linestyle=":", color=color, alpha=0.7)
    mem_what = "peak GPU memory allocated" if s["device"].startswith("cuda") else "peak RSS"
    for ax, ylabel in ((ax_t, "median forward time (s)"), (ax_m, f"{mem_what} (GiB)")):
        ax.set_xscale("log", base=2)
        ax.set_yscale("log")
        ax.set_xlabel("sequence length (tokens)")
        ax.set_ylabel(ylabel)
        ax.set_xticks(s["lengths"])
        ax.set_xticklabels([f"{n:,}" for n in s["lengths"]], rotation=30)
        ax.grid(True, which="both", alpha=0.3)
    ax_t.legend(fontsize=8)
    ax_t.set_title("time, batch of 1")
    ax_m.set_title(f"memory (solid: {mem_what}; dotted: above the model's baseline)", fontsize=9)

    # Douzon et al. beside ours: time and memory at 4,096 tokens relative to each side's LayoutLM.
    names = ["layoutlinformer", "layoutcosformer"]
    seed_t = [SEED_001_GPU_4096[n]["time_s"] / SEED_001_GPU_4096[_SEED_REF]["time_s"] for n in names]
    seed_m = [SEED_001_GPU_4096[n]["mem_gib"] / SEED_001_GPU_4096[_SEED_REF]["mem_gib"] for n in names]
    ref = next((p for p in report["points"] if p["model"] == _OUR_REF and p["length"] == at
                and p.get("status") == "ok"), None)
    ours_t, ours_m = [], []
    for n in names:
        p = next((q for q in report["points"] if q["model"] == n and q["length"] == at and q.get("status") == "ok"),
                 None)
        ours_t.append(p["median_s"] / ref["median_s"] if p and ref else float("nan"))
        ours_m.append(p["peak_bytes"] / ref["peak_bytes"] if p and ref else float("nan"))
    x = range(len(names))
    w = 0.2
    ax_r.bar([i - 1.5 * w for i in x], seed_t, w, color="tab:red", alpha=0.5, label="Douzon et al. GPU: time")
    ax_r.bar([i - 0.5 * w for i in x], ours_t, w, color="tab:red", label=f"ours {s['device']}: time")
    ax_r.bar([i + 0.5 * w for i in x], seed_m, w, color="tab:blue", alpha=0.5, label="Douzon et al. GPU: memory")
    ax_r.bar([i + 1.5 * w for i in x], ours_m, w, color="tab:blue", label=f"ours {s['device']}: memory")
    ax_r.axhline(1.0, color="black", linewidth=0.8)
    ax_r.set_xticks(list(x))
    ax_r.set_xticklabels(names)
    ax_r.set_ylabel("relative to LayoutLM (= 1)")
    ax_r.set_title(f"at {at:,} tokens, relative to LayoutLM\n(ours: transformers eager)", fontsize=9)
    ax_r.legend(fontsize=7, loc="upper right")
    seed_text = "Douzon et al., one GPU, base, 4,096 tokens:\n" + "\n".join(
        f"  {n}: {v['time_s']} s / {v['mem_gib']} GiB" for n, v in SEED_001_GPU_4096.items())
    ax_r.text(0.02, 0.98, seed_text, transform=ax_r.transAxes, va="top", ha="left", fontsize=7,
              bbox={"boxstyle": "round", "facecolor": "white", "alpha": 0.85})
    ax_r.set_ylim(0, max([1.6] + [v for v in ours_t + ours_m if not math.isnan(v)]) * 1.15)

    host = report.get("host", {})
    fig.suptitle(
        f"docx bench attention: size {s['size']} ({s['shape']['num_hidden_layers']} layers, "
        f"{s['shape']['hidden_size']} wide, {s['shape']['num_attention_heads']} heads), {s['device']}, "
        f"{s['threads']} threads, {host.get('cpu', '')}, torch {host.get('torch', '')}, random weights",
        fontsize=10,
    )
    fig.tight_layout()
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, dpi=110)
    plt.close(fig)
    return out
