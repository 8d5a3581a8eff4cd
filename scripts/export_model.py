"""Ship a trained checkpoint as a model directory: fp16 safetensors, config, labels (with value types),
tokenizer, the resolved training configs, and a check that the fp16 copy predicts what the fp32 one does.

    python scripts/export_model.py runs/default/finetune/best models/default \
        --configs runs/default/pretrain/train_config.yaml runs/default/finetune/train_config.yaml

Only the *parameters* are halved. Buffers stay float32: LAMBERT's θ reaches 500, and sin(t·θ) of a θ rounded to
fp16 (3 significant digits) would move the layout features by up to half a radian. ``from_pretrained`` loads
the fp16 tensors into a float32 model (load_state_dict casts), so inference runs in fp32 as before.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from pathlib import Path


def _checkout(path: Path) -> Path | None:
    """The git checkout (or worktree) ``path`` lies in, or None."""
    return next((d for d in path.resolve().parents if (d / ".git").exists()), None)


# labels.json keys that are decoding choices, not part of a checkpoint: chosen on validation data after
# training, they belong to the shipped model, so a rebuild into the same directory keeps them
DECODING_FILTERS = ("min_confidence", "max_values")


def _decoding_filters(dst: Path, fields: dict[str, str]) -> dict[str, dict]:
    """The shipped model's decoding filters, for the fields the new weights still have (re-measure them)."""
    try:
        shipped = json.loads((dst / "labels.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    kept = {}
    for key in DECODING_FILTERS:
        values = {f: v for f, v in (shipped.get(key) or {}).items() if f in fields}
        if values:
            kept[key] = values
            print(f"kept from {dst}/labels.json: {key} {json.dumps(values)} (chosen for the weights before: "
                  "measure them again on these)", file=sys.stderr)
    return kept


def export(src: Path, dst: Path, configs: list[Path]) -> dict:
    import torch
    from safetensors.torch import save_file

    from docx_cli.decode.normalize import field_type
    from docx_cli.modeling import DocxForTokenClassification
    from docx_cli.modeling.tokenizer import load_tokenizer

    model = DocxForTokenClassification.from_pretrained(src)
    tokenizer = load_tokenizer(src)
    tmp = dst.with_name(dst.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    model.save_pretrained(tmp, tokenizer=tokenizer)  # config.json, labels.json, tokenizer files (fp32 weights)
    params = {n for n, _ in model.named_parameters()}
    state = {k: (v.half() if k in params and v.is_floating_point() else v).detach().contiguous()
             for k, v in model.state_dict().items() if k not in model.tied_keys}
    save_file(state, str(tmp / "model.safetensors"), metadata={"format": "pt"})
    labels = json.loads((tmp / "labels.json").read_text(encoding="utf-8"))
    # value types as decoding read them when the checkpoint was scored: declared in its labels.json, else
    # from the field's name (effective_date: a date, unit_price: an amount)
    declared = json.loads((src / "labels.json").read_text(encoding="utf-8")).get("types") or {}
    labels["types"] = {f: field_type(f, declared) for f in labels.get("fields", {})}
    labels.update(_decoding_filters(dst, labels.get("fields", {})))
    (tmp / "labels.json").write_text(json.dumps(labels, indent=2) + "\n", encoding="utf-8")
    for c in configs:  # the resolved configs of pre-training and fine-tuning, as they ran
        name = c.parent.name if c.parent.name not in ("best",) else c.parent.parent.name
        # paths as the repository sees them: a run resumed from a worktree writes absolute ones
        text, root = c.read_text(encoding="utf-8"), _checkout(c)
        if root is not None:
            text = text.replace(f"{root}/", "")
        (tmp / f"train_config.{name}.yaml").write_text(text, encoding="utf-8")
    for keep in ("MODEL_CARD.md",):  # a hand-written card survives a rebuild; make_model.sh refreshes figures
        if (dst / keep).is_file():
            shutil.copy(dst / keep, tmp / keep)

    # fp16 copy vs fp32 original on a few random inputs: the argmax tags must agree
    fp16 = DocxForTokenClassification.from_pretrained(tmp)
    g = torch.Generator().manual_seed(0)
    vocab = model.config.vocab_size
    ids = torch.randint(min(1000, vocab // 2), min(5000, vocab), (2, 128), generator=g)
    bbox = torch.randint(0, 500, (2, 128, 4), generator=g).sort(-1).values
    mask = torch.ones_like(ids)
    with torch.inference_mode():
        a = model(input_ids=ids, attention_mask=mask, bbox=bbox).logits
        b = fp16(input_ids=ids, attention_mask=mask, bbox=bbox).logits
    agree = float((a.argmax(-1) == b.argmax(-1)).float().mean())
    max_diff = float((a - b).abs().max())
    if agree < 0.99:
        raise SystemExit(f"fp16 export changes predictions (argmax agreement {agree:.3f}); not shipped")
    shutil.rmtree(dst, ignore_errors=True)
    tmp.rename(dst)
    size = (dst / "model.safetensors").stat().st_size
    return {"model": str(dst), "weights_bytes": size, "fp16_argmax_agreement": agree,
            "fp16_max_logit_diff": round(max_diff, 5)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("src")
    ap.add_argument("dst")
    ap.add_argument("--configs", nargs="*", default=[])
    a = ap.parse_args(argv)
    info = export(Path(a.src), Path(a.dst), [Path(c) for c in a.configs])
    print(json.dumps(info))
    return 0


if __name__ == "__main__":
    sys.exit(main())
