"""Start any preset from a local transformers BERT or LayoutLM checkpoint (``save_pretrained`` layout:
config.json + model.safetensors + vocab).

Our module names mirror BERT's, so transfer is a rename of prefixes:
    <bert.|layoutlm.|>embeddings.*           → model.embeddings.*   (x/y/w/h tables → model.embeddings.layout.*)
    <bert.|layoutlm.|>encoder.layer.N.*      → model.encoder.layer.N.*
    cls.predictions.transform.* / .bias      → head.* (MLM head only; the decoder is tied to the embeddings)
The body's shape (hidden size, layers, heads, vocabulary …) is taken from the checkpoint; the preset decides
everything else. Parts the checkpoint lacks (layout tables for a BERT checkpoint, the LAMBERT layout layer and
bias tables, Linformer's E and F, XDoc adapters, XPath tables, the classifier) keep their fresh
initialisation and are listed in one log line. The 512 learned 1D positions are tiled (row i takes row
i mod 512) to reach a longer max_length, the usual way to start long-input models from BERT.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

import torch

from docx_cli.errors import ConfigError
from docx_cli.modeling.configuration import DocxConfig
from docx_cli.modeling.model import DocxForMaskedLM, DocxForTokenClassification, DocxPreTrainedModel

log = logging.getLogger(__name__)

SUPPORTED_MODEL_TYPES = ("bert", "layoutlm")
# checkpoint config.json key → DocxConfig option (the body's shape comes from the checkpoint)
ARCH_KEYS = {
    "vocab_size": "vocab_size", "hidden_size": "hidden_size", "num_hidden_layers": "num_hidden_layers",
    "num_attention_heads": "num_attention_heads", "intermediate_size": "intermediate_size",
    "hidden_act": "hidden_act", "layer_norm_eps": "layer_norm_eps", "type_vocab_size": "type_vocab_size",
    "pad_token_id": "pad_token_id", "hidden_dropout_prob": "hidden_dropout_prob",
    "attention_probs_dropout_prob": "attention_probs_dropout_prob", "initializer_range": "initializer_range",
}
HEADS = {"token": DocxForTokenClassification, "mlm": DocxForMaskedLM}


def read_checkpoint_config(checkpoint_dir: Path) -> dict:
    path = checkpoint_dir / "config.json"
    if not path.exists():
        raise ConfigError("model_not_found", f"no config.json in {checkpoint_dir}: expected a transformers BERT or "
                          "LayoutLM directory (config.json, model.safetensors, vocab.txt)")
    try:
        hf = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as e:
        raise ConfigError("bad_config", f"cannot read {path}: {e}") from None
    if hf.get("model_type") not in SUPPORTED_MODEL_TYPES:
        raise ConfigError("unsupported_checkpoint", f"{checkpoint_dir} holds a {hf.get('model_type')!r} model; "
                          f"weight transfer takes {', '.join(SUPPORTED_MODEL_TYPES)} checkpoints")
    return hf


def read_checkpoint_weights(checkpoint_dir: Path, allow_pickle: bool = False) -> dict[str, torch.Tensor]:
    st = checkpoint_dir / "model.safetensors"
    if st.exists():
        from safetensors.torch import load_file

        return load_file(str(st))
    if (checkpoint_dir / "pytorch_model.bin").exists():
        if not allow_pickle:
            raise ConfigError("unsafe_weights", f"{checkpoint_dir} holds only pytorch_model.bin (a pickle, which can "
                              "run code when loaded); convert it to model.safetensors, or pass allow_pickle=True "
                              "if you trust its source")
        return torch.load(checkpoint_dir / "pytorch_model.bin", map_location="cpu", weights_only=True)
    raise ConfigError("model_not_found", f"no model.safetensors in {checkpoint_dir}")


def _normalise_source_keys(state: dict[str, torch.Tensor]) -> dict[str, torch.Tensor]:
    """Strip the task-model prefix (bert. / layoutlm.) and old TF names (gamma/beta)."""
    out = {}
    for key, value in state.items():
        for prefix in ("bert.", "layoutlm."):
            key = key.removeprefix(prefix)
        key = key.replace("LayerNorm.gamma", "LayerNorm.weight").replace("LayerNorm.beta", "LayerNorm.bias")
        out[key] = value
    return out


def _source_key(own_key: str) -> str | None:
    """Where a parameter of ours lives in a BERT / LayoutLM checkpoint (None: nowhere)."""
    if own_key.startswith("model."):
        key = own_key[len("model."):]
        if key.startswith("embeddings.layout.") and key.split(".")[2].endswith("_position_embeddings"):
            return "embeddings." + key[len("embeddings.layout."):]  # LayoutLM's x/y/w/h tables
        return key
    if own_key.startswith("head.") and not own_key.startswith("head.classifier"):
        rest = own_key[len("head."):]
        return "cls.predictions.bias" if rest == "bias" else "cls.predictions.transform." + rest
    return None


def tile_positions(src: torch.Tensor, n: int) -> torch.Tensor:
    """(P, H) learned positions → (n, H): row i is row i mod P."""
    reps = -(-n // src.shape[0])
    return src.repeat(reps, 1)[:n].clone()


def _copy_in(model: DocxPreTrainedModel, source: dict[str, torch.Tensor], source_key, strict: bool):
    """Copy ``source[source_key(k)]`` into every parameter ``k`` of ``model`` that has one (1D positions tiled to
    the model's length). A shape mismatch raises when ``strict``, else the parameter stays fresh.
    → (copied, fresh, used source keys, tiled (from, to) or None)."""
    own = model.state_dict()
    new_state, copied, fresh, tiled = {}, [], [], None
    used: set[str] = set()
    for key, param in own.items():
        if key in model.tied_keys:
            continue
        src_key = source_key(key)
        value = source.get(src_key) if src_key else None
        if value is None:
            fresh.append(key)
            continue
        if key.endswith("embeddings.position_embeddings.weight") and value.shape[0] != param.shape[0]:
            tiled = (value.shape[0], param.shape[0])
            value = tile_positions(value, param.shape[0])
        if value.shape != param.shape:
            if strict:
                raise ConfigError("bad_weights", f"checkpoint tensor {src_key} has shape {tuple(value.shape)}, the "
                                  f"model expects {tuple(param.shape)} for {key}")
            fresh.append(key)
            continue
        used.add(src_key)
        new_state[key] = value.to(param.dtype)
        copied.append(key)
    model.load_state_dict(new_state, strict=False)
    return copied, fresh, used, tiled


def _report(model: DocxPreTrainedModel, checkpoint_dir: Path, origin: str, copied, fresh, unused, tiled):
    """``model.transfer_info`` and the one log line; the model in eval mode."""
    cfg = model.config
    model.transfer_info = {"copied": copied, "new": fresh, "unused": unused, "tiled_positions": tiled}
    log.info("transfer from %s (%s, hidden %d, %d layers) into %s: copied %d tensors%s; newly initialised (%d): %s; "
             "unused: %s", checkpoint_dir, origin, cfg.hidden_size, cfg.num_hidden_layers,
             cfg.preset, len(copied), f", 1D positions tiled {tiled[0]}→{tiled[1]}" if tiled else "",
             len(fresh), ", ".join(fresh) or "none", ", ".join(unused) or "none")
    model.eval()
    return model


def transfer_from_checkpoint(
    checkpoint_dir: str | Path, cfg: DocxConfig, head: str = "token", allow_pickle: bool = False
) -> DocxPreTrainedModel:
    """A model of ``cfg``'s preset with every weight the checkpoint has copied in. ``head``: token | mlm."""
    if head not in HEADS:
        raise ConfigError("bad_config", f"head must be one of {', '.join(HEADS)} (got {head!r})")
    checkpoint_dir = Path(checkpoint_dir)
    if not checkpoint_dir.is_dir():
        raise ConfigError("model_not_found", f"checkpoint directory not found: {checkpoint_dir}")
    hf = read_checkpoint_config(checkpoint_dir)
    arch = {ours: hf[theirs] for theirs, ours in ARCH_KEYS.items() if hf.get(theirs) is not None}
    if hf.get("model_type") == "layoutlm" and cfg.layout_embedding == "learned":
        arch["max_2d_position_embeddings"] = hf.get("max_2d_position_embeddings", 1024)
    if arch.get("pad_token_id") is None:
        arch.pop("pad_token_id", None)
    cfg = cfg.replace(**arch)
    model = HEADS[head](cfg)
    source = _normalise_source_keys(read_checkpoint_weights(checkpoint_dir, allow_pickle))
    copied, fresh, used, tiled = _copy_in(model, source, _source_key, strict=True)
    unused = sorted(k for k in source if k not in used and not k.endswith("position_ids"))
    return _report(model, checkpoint_dir, hf.get("model_type"), copied, fresh, unused, tiled)


# The body's shape: what a docx checkpoint fixes whatever preset its weights move to.
SHAPE_KEYS = ("vocab_size", "hidden_size", "num_hidden_layers", "num_attention_heads", "intermediate_size",
              "hidden_act", "layer_norm_eps", "type_vocab_size", "pad_token_id")


def transfer_between_presets(checkpoint_dir: str | Path, cfg: DocxConfig, head: str = "token") -> DocxPreTrainedModel:
    """A model of ``cfg``'s preset started from one of our own models of another preset (say a fine-tuned
    ``lambert`` model → ``layoutlm``): every tensor whose name and shape fit is copied (word and 1D position
    embeddings, the encoder layers, the classifier when the tag set is the same); what the source preset
    lacks (LayoutLM's x/y/w/h tables, Linformer's E and F …) starts fresh, and what the target lacks (LAMBERT's
    layout projection and bias tables …) is dropped. Both lists go to one log line."""
    from safetensors.torch import load_file

    from docx_cli.modeling.model import load_config

    if head not in HEADS:
        raise ConfigError("bad_config", f"head must be one of {', '.join(HEADS)} (got {head!r})")
    checkpoint_dir = Path(checkpoint_dir)
    base = load_config(checkpoint_dir)
    cfg = cfg.replace(**{k: getattr(base, k) for k in SHAPE_KEYS})
    model = HEADS[head](cfg)
    source = load_file(str(checkpoint_dir / "model.safetensors"))
    same_labels = base.labels == cfg.labels  # else the classifier's rows mean other tags: start it fresh
    copied, fresh, used, tiled = _copy_in(
        model, source, lambda k: None if k.startswith("head.") and not same_labels else k, strict=False)
    if not any(k.startswith("model.encoder.layer.") for k in copied):
        raise ConfigError("bad_weights", f"{checkpoint_dir}: no encoder weight fits the {cfg.preset} model")
    unused = sorted(k for k in source if k not in used)
    return _report(model, checkpoint_dir, base.preset, copied, fresh, unused, tiled)
