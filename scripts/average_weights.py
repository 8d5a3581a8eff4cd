"""The weight average of two checkpoints fine-tuned from the same weights: (1 - a) * A + a * B.

    python scripts/average_weights.py A_DIR B_DIR ALPHA OUT_DIR [--added]

Averaging a fine-tuned model with the one it started from keeps most of what the fine-tune learned and
loses less of what the start knew (Wortsman et al., "Robust fine-tuning of zero-shot models", CVPR 2022:
WiSE-FT). Both folders must hold the same tensors (names and shapes); OUT_DIR gets B's other files
(config, labels, tokenizer, train_config) and the average in float32 (scripts/export_model.py makes fp16).
With ``--added``, B may hold tensors A does not (a layer added by weight transfer, such as the multi-grained
layer, docx_cli/modeling/multigrain.py): those are taken from B as they are, the shared ones averaged.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path


def main(argv: list[str]) -> int:
    added = "--added" in argv
    argv = [x for x in argv if x != "--added"]
    if len(argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    from safetensors.torch import load_file, save_file

    a_dir, b_dir, alpha, out = Path(argv[0]), Path(argv[1]), float(argv[2]), Path(argv[3])
    a, b = load_file(str(a_dir / "model.safetensors")), load_file(str(b_dir / "model.safetensors"))
    extra = set(b) - set(a) if added else set()
    if set(a) != set(b) - extra or any(a[k].shape != b[k].shape for k in a):
        print(f"{a_dir} and {b_dir} do not hold the same tensors", file=sys.stderr)
        return 1
    out.mkdir(parents=True, exist_ok=True)
    for f in b_dir.iterdir():  # the optimizer and RNG state of a training checkpoint are not a model's
        if f.is_file() and f.name != "model.safetensors" and not f.name.startswith(("optimizer", "rng", "trainer")):
            shutil.copy(f, out / f.name)
    avg = {k: ((1 - alpha) * a[k].float() + alpha * b[k].float()).contiguous() for k in a}
    avg.update({k: b[k].float().contiguous() for k in extra})
    save_file(avg, str(out / "model.safetensors"), metadata={"format": "pt"})
    print(f"{out}: {len(avg)} tensors, {1 - alpha:g} x {a_dir} + {alpha:g} x {b_dir}"
          + (f", {len(extra)} of B's own" if extra else ""), file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
