"""Training curves from a run's metrics.jsonl: loss per step and the validation figures, as one PNG.

    python -m docx_cli.training.plot runs/sroie            # writes runs/sroie/curves.png
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def read_log(path: Path) -> tuple[list[dict], list[dict]]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [r for r in rows if "loss" in r], [r for r in rows if "eval" in r]


def plot_run(run_dir: str | Path, out: str | Path | None = None) -> Path:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    run_dir = Path(run_dir)
    train, evals = read_log(run_dir / "metrics.jsonl")
    fig, (a, b) = plt.subplots(1, 2, figsize=(10, 3.6))
    a.plot([r["step"] for r in train], [r["loss"] for r in train], lw=1)
    a.set_xlabel("step")
    a.set_ylabel("training loss")
    a.set_yscale("log")
    a.grid(alpha=0.3)
    keys = [k for k in ("field_f1", "entity_f1", "loss", "accuracy") if evals and k in evals[0]["eval"]]
    for k in keys:
        b.plot([r["step"] for r in evals], [r["eval"][k] for r in evals], marker="o", label=k)
    b.set_xlabel("step")
    b.set_ylabel("validation")
    b.grid(alpha=0.3)
    if keys:
        b.legend()
    fig.suptitle(run_dir.name)
    fig.tight_layout()
    target = Path(out) if out else run_dir / "curves.png"
    fig.savefig(target, dpi=110)
    plt.close(fig)
    return target


if __name__ == "__main__":
    for d in sys.argv[1:]:
        print(plot_run(d))
