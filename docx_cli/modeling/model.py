"""The models: DocxModel (embeddings + encoder), DocxForTokenClassification (BIESO tags), DocxForMaskedLM
(pre-training), with save_pretrained / from_pretrained.

A saved model directory holds
    config.json        every DocxConfig option (+ "architectures": the class to rebuild)
    labels.json        {"tags": [...BIESO tags, "O" first...], "fields": {"date": "single", ...}}
    model.safetensors  the weights (safetensors: loading runs no code)
    vocab.txt / tokenizer.json …   when a tokenizer is passed to save_pretrained
Loading never unpickles: a directory with only pytorch_model.bin is refused unless allow_pickle=True is passed
explicitly (and even then torch.load runs with weights_only=True).
"""

from __future__ import annotations

import json
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch
from torch import nn

from docx_cli.errors import ConfigError
from docx_cli.modeling.attention.bias import LambertBias
from docx_cli.modeling.attention.linformer import LinformerSelfAttention
from docx_cli.modeling.configuration import (  # load_config lives beside DocxConfig: no torch needed to read one
    MODEL_TYPE,
    DocxConfig,
    _read_json,
    load_config,
)
from docx_cli.modeling.embeddings import DocxEmbeddings, SinusoidalLayoutEmbedding
from docx_cli.modeling.encoder import DocxEncoder
from docx_cli.modeling.heads import MLMHead, TokenClassificationHead, token_loss
from docx_cli.modeling.multigrain import DocxMultigrain

CONFIG_NAME, LABELS_NAME, WEIGHTS_NAME, PICKLE_WEIGHTS_NAME = (
    "config.json", "labels.json", "model.safetensors", "pytorch_model.bin")


@dataclass
class DocxOutput:
    last_hidden_state: torch.Tensor  # (B, N, H)


@dataclass
class TokenClassifierOutput:
    loss: torch.Tensor | None
    logits: torch.Tensor  # (B, N, num_labels)
    last_hidden_state: torch.Tensor | None = None


@dataclass
class MaskedLMOutput:
    loss: torch.Tensor | None
    logits: torch.Tensor  # (B, N, vocab); (K, vocab) when only the K labelled positions were decoded
    last_hidden_state: torch.Tensor | None = None
    # (B, N) bool: the positions ``logits`` rows belong to, in row-major order (``logits[i]`` is the i-th True
    # of ``label_mask``); None when ``logits`` covers every position
    label_mask: torch.Tensor | None = None


class DocxPreTrainedModel(nn.Module):
    """Weight initialisation (BERT's) and the save / load format shared by every model class."""

    def __init__(self, config: DocxConfig):
        super().__init__()
        self.config = config

    # -- initialisation --------------------------------------------------------------------------------------
    def _init_module(self, module: nn.Module) -> None:
        std = self.config.initializer_range
        if isinstance(module, nn.Linear):
            nn.init.normal_(module.weight, mean=0.0, std=std)
            if module.bias is not None:
                nn.init.zeros_(module.bias)
        elif isinstance(module, nn.Embedding):
            nn.init.normal_(module.weight, mean=0.0, std=std)
            if module.padding_idx is not None:
                with torch.no_grad():
                    module.weight[module.padding_idx].zero_()
        elif isinstance(module, nn.LayerNorm):
            nn.init.ones_(module.weight)
            nn.init.zeros_(module.bias)
        elif isinstance(module, MLMHead):
            nn.init.zeros_(module.bias)

    def init_weights(self) -> None:
        self.apply(self._init_module)
        # Parts with their own rule (applied after, so the generic rule above does not overwrite them).
        for module in self.modules():
            if isinstance(module, (SinusoidalLayoutEmbedding, LambertBias, LinformerSelfAttention, DocxMultigrain)):
                module.reset_parameters()

    # State-dict keys that alias another parameter (not saved, not expected on load).
    tied_keys: frozenset[str] = frozenset()

    @property
    def device(self) -> torch.device:
        return next(self.parameters()).device

    # -- saving / loading ------------------------------------------------------------------------------------
    def save_pretrained(self, directory: str | Path, tokenizer: Any = None) -> Path:
        from safetensors.torch import save_file

        directory = Path(directory)
        directory.mkdir(parents=True, exist_ok=True)
        cfg = {"architectures": [type(self).__name__], "model_type": MODEL_TYPE, "docx_version": 1,
               **self.config.to_dict()}
        (directory / CONFIG_NAME).write_text(json.dumps(cfg, indent=2) + "\n", encoding="utf-8")
        labels = {"tags": list(self.config.labels), "fields": dict(self.config.field_kinds)}
        (directory / LABELS_NAME).write_text(json.dumps(labels, indent=2) + "\n", encoding="utf-8")
        # The tied MLM decoder is the word-embedding matrix: stored once, under the embedding's name.
        state = {k: v.detach().contiguous() for k, v in self.state_dict().items() if k not in self.tied_keys}
        save_file(state, str(directory / WEIGHTS_NAME), metadata={"format": "pt"})
        if tokenizer is not None:
            tokenizer.save_pretrained(str(directory))
        return directory

    @classmethod
    def from_pretrained(cls, directory: str | Path, allow_pickle: bool = False, map_location: str = "cpu",
                        dtype: torch.dtype | None = torch.float32):
        """Rebuild a saved model. ``cls`` may be this class or DocxPreTrainedModel (then config.json picks).

        The module tree is built on the meta device with initialisation off (:func:`empty_model`) and takes the
        loaded tensors themselves (``assign``), cast to ``dtype`` (None: as stored, e.g. fp16): no random
        initialisation of weights about to be overwritten, no second copy."""
        directory = Path(directory)
        config = load_config(directory)
        model_class = cls
        if cls is DocxPreTrainedModel:
            arch = _saved_architecture(directory)
            if arch not in MODEL_CLASSES:
                raise ConfigError("bad_config", f"{directory / CONFIG_NAME} names no known model class ({arch!r})")
            model_class = MODEL_CLASSES[arch]
        model = empty_model(model_class, config)
        weights = directory / WEIGHTS_NAME
        if weights.exists():
            state = _load_safetensors(weights, map_location)
        elif (directory / PICKLE_WEIGHTS_NAME).exists():
            if not allow_pickle:
                raise ConfigError("unsafe_weights", f"{directory} holds only {PICKLE_WEIGHTS_NAME} (a pickle, which "
                                  "can run code when loaded); convert it to model.safetensors, or pass "
                                  "allow_pickle=True if you trust its source")
            state = torch.load(directory / PICKLE_WEIGHTS_NAME, map_location=map_location, weights_only=True)
        else:
            raise ConfigError("model_not_found", f"no {WEIGHTS_NAME} in {directory}")
        if dtype is not None:  # fp16 on disk → the inference dtype in one cast, no float32 copy in between
            state = {k: v.to(dtype) if v.is_floating_point() else v for k, v in state.items()}
        model.load_state_dict_checked(state, str(directory))
        model.eval()
        return model

    def load_state_dict_checked(self, state: dict[str, torch.Tensor], source: str) -> None:
        """load_state_dict that tolerates the tied MLM decoder being absent and explains mismatches. A model
        built by :func:`empty_model` (meta tensors) takes the tensors themselves, then gets its buffers."""
        own = self.state_dict()
        state = {k: v for k, v in state.items() if k not in self.tied_keys}
        missing = sorted(set(own) - set(state) - self.tied_keys)
        unexpected = sorted(set(state) - set(own))
        bad_shape = sorted(k for k in set(own) & set(state) if own[k].shape != state[k].shape)
        if missing or unexpected or bad_shape:
            raise ConfigError("bad_weights", f"weights in {source} do not fit its config.json: missing "
                              f"{missing[:5]}, unexpected {unexpected[:5]}, wrong shape {bad_shape[:5]}")
        meta = any(p.is_meta for p in self.parameters())
        self.load_state_dict(state, strict=False, assign=meta)
        if meta:
            if self.tied_keys:
                self.tie_weights()
            _materialize_buffers(self)


# torch.nn.init functions the modules' constructors and init_weights call; no-ops inside empty_model.
_INIT_FUNCTIONS = ("uniform_", "normal_", "trunc_normal_", "constant_", "ones_", "zeros_", "eye_", "xavier_uniform_",
                   "xavier_normal_", "kaiming_uniform_", "kaiming_normal_", "orthogonal_")


@contextmanager
def _no_init():
    """Initialisers off. On the meta device they would do nothing useful and still cost: a meta ``normal_``
    goes through torch's reference implementations, which import torch._dynamo (about 1 s of a cold start)."""
    saved = {name: getattr(nn.init, name) for name in _INIT_FUNCTIONS}
    try:
        for name in saved:
            setattr(nn.init, name, lambda tensor, *args, **kwargs: tensor)
        yield
    finally:
        for name, fn in saved.items():
            setattr(nn.init, name, fn)


@contextmanager
def _meta_arange():
    """``torch.arange`` as an empty long tensor of that length. On the meta device arange runs through a
    decomposition that imports torch.fx's symbolic shapes (about 1 s); the only aranges a constructor makes
    here are the index buffers, which :func:`_materialize_buffers` fills afterwards."""
    saved = torch.arange

    def arange(end, *args, dtype=None, **kwargs):
        if args or not isinstance(end, int):
            return saved(end, *args, dtype=dtype, **kwargs)
        return torch.empty(end, dtype=dtype or torch.long)

    torch.arange = arange
    try:
        yield
    finally:
        torch.arange = saved


def empty_model(model_class: type[DocxPreTrainedModel], config: DocxConfig) -> DocxPreTrainedModel:
    """``model_class(config)`` on the meta device, uninitialised: names and shapes, no memory, no init work.
    Its parameters must then be assigned (``load_state_dict_checked``); its buffers are rebuilt there."""
    with torch.device("meta"), _no_init(), _meta_arange():
        return model_class(config)


def _materialize_buffers(model: nn.Module) -> None:
    """Rebuild the buffers left on the meta device: each is an arange over its length (position ids, XPath
    depth index) — any other kind is a bug to fix here, so it raises instead of guessing."""
    for module in model.modules():
        for name, buf in list(module._buffers.items()):
            if buf is None or not buf.is_meta:
                continue
            if name not in ("position_ids", "depth_index") or buf.dim() != 1:
                raise RuntimeError(f"buffer {name} of {type(module).__name__} has no rule to rebuild it")
            module._buffers[name] = torch.arange(buf.shape[0], dtype=buf.dtype)


def _load_safetensors(path: Path, map_location: str) -> dict[str, torch.Tensor]:
    from safetensors import SafetensorError
    from safetensors.torch import load_file

    try:
        return load_file(str(path), device=map_location)
    except (SafetensorError, OSError) as e:  # a corrupt or truncated file: say which, not a traceback
        raise ConfigError("bad_weights", f"cannot read {path}: {e}") from None


def _saved_architecture(directory: Path) -> str | None:
    arch = _read_json(directory / CONFIG_NAME).get("architectures") or [None]
    return arch[0]



class DocxModel(DocxPreTrainedModel):
    """Embeddings + encoder → last hidden states."""

    def __init__(self, config: DocxConfig, init: bool = True):
        super().__init__(config)
        self.embeddings = DocxEmbeddings(config)
        self.encoder = DocxEncoder(config)
        self.multigrain = DocxMultigrain(config) if config.multigrain else None
        if init:  # a wrapping head model initialises everything once itself
            self.init_weights()

    def forward(
        self,
        input_ids: torch.Tensor,  # (B, N) long
        attention_mask: torch.Tensor | None = None,  # (B, N) 1/True = real token
        bbox: torch.Tensor | None = None,  # (B, N, 4) long on 0..1000
        xpath_tags: torch.Tensor | None = None,  # (B, N, D) long
        xpath_subs: torch.Tensor | None = None,
        format: str = "document",
        token_type_ids: torch.Tensor | None = None,
        line_ids: torch.Tensor | None = None,  # (B, N) long: each token's line, -1 = none (multigrain only)
        block_ids: torch.Tensor | None = None,  # (B, N) long: each token's block, -1 = none
        position_ids: torch.Tensor | None = None,  # (B, N) long 1D positions (positions_per_page); None: 0..N-1
    ) -> DocxOutput:
        cfg = self.config
        if format not in cfg.formats:
            raise ConfigError("bad_format", f"this model takes formats {', '.join(cfg.formats)}; got {format!r} "
                              "(an xdoc model takes all three)")
        if input_ids.dim() != 2:
            raise ValueError(f"input_ids must be (batch, length), got shape {tuple(input_ids.shape)}")
        n = input_ids.shape[1]
        if n > cfg.max_length:
            raise ConfigError("sequence_too_long", f"{n} tokens in one sequence; this model takes at most "
                              f"{cfg.max_length} (chunk the document or raise max_length)")
        key_mask = (torch.ones_like(input_ids, dtype=torch.bool) if attention_mask is None
                    else attention_mask.to(torch.bool))
        hidden = self.embeddings(input_ids, format, bbox, xpath_tags, xpath_subs, token_type_ids, position_ids)
        # 2D relative biases need boxes; web and plain text have none.
        hidden = self.encoder(hidden, key_mask, bbox if format == "document" else None)
        if self.multigrain is not None:  # lines, blocks, document on top of the tokens (multigrain.py)
            if torch.jit.is_tracing() or torch.onnx.is_in_onnx_export():
                raise ConfigError("export_unsupported", "this model has the multigrain layer, which ONNX and "
                                  "TorchScript exports do not carry (its per-token line / block ids are not graph "
                                  "inputs, and the node count varies per batch); run it with the torch runtime")
            hidden = self.multigrain(hidden, key_mask, line_ids, block_ids)
        return DocxOutput(last_hidden_state=hidden)


class DocxForTokenClassification(DocxPreTrainedModel):
    def __init__(self, config: DocxConfig):
        super().__init__(config)
        self.model = DocxModel(config, init=False)
        self.head = TokenClassificationHead(config)
        self.init_weights()

    def forward(
        self,
        input_ids: torch.Tensor,
        attention_mask: torch.Tensor | None = None,
        bbox: torch.Tensor | None = None,
        xpath_tags: torch.Tensor | None = None,
        xpath_subs: torch.Tensor | None = None,
        format: str = "document",
        labels: torch.Tensor | None = None,  # (B, N) long, -100 ignored
        line_ids: torch.Tensor | None = None,  # (B, N) long, -1 = none: read by the multigrain layer only
        block_ids: torch.Tensor | None = None,
        position_ids: torch.Tensor | None = None,  # (B, N) long: models with positions_per_page
    ) -> TokenClassifierOutput:
        hidden = self.model(input_ids, attention_mask, bbox, xpath_tags, xpath_subs, format,
                            line_ids=line_ids, block_ids=block_ids, position_ids=position_ids).last_hidden_state
        logits = self.head(hidden)
        loss = token_loss(logits, labels) if labels is not None else None
        return TokenClassifierOutput(loss=loss, logits=logits, last_hidden_state=hidden)


class DocxForMaskedLM(DocxPreTrainedModel):
    tied_keys = frozenset({"head.decoder.weight"})

    def __init__(self, config: DocxConfig):
        super().__init__(config)
        self.model = DocxModel(config, init=False)
        self.head = MLMHead(config, self.model.embeddings.word_embeddings)
        self.init_weights()

    def tie_weights(self) -> None:
        """The decoder is the word-embedding matrix again (after that parameter was replaced, e.g. assigned)."""
        self.head.decoder.weight = self.model.embeddings.word_embeddings.weight

    def forward(
        self,
        input_ids: torch.Tensor,
        attention_mask: torch.Tensor | None = None,
        bbox: torch.Tensor | None = None,
        xpath_tags: torch.Tensor | None = None,
        xpath_subs: torch.Tensor | None = None,
        format: str = "document",
        labels: torch.Tensor | None = None,  # (B, N) original ids at masked positions, -100 elsewhere
        masked_only: bool | None = None,
        line_ids: torch.Tensor | None = None,  # (B, N) long, -1 = none: read by the multigrain layer only
        block_ids: torch.Tensor | None = None,
        position_ids: torch.Tensor | None = None,  # (B, N) long: models with positions_per_page
    ) -> MaskedLMOutput:
        """``masked_only``: decode only the positions that carry a label (``labels != -100``, ~15 % of them).

        The decoder projects onto the whole vocabulary (H x 30,522 for BERT's), by far the costliest matrix of
        an MLM step at MiniLM size, and only the labelled positions enter the loss; the loss (and every
        gradient) is the same as decoding everything. ``logits`` is then ``(K, V)`` for the K labelled
        positions, in row-major order, and ``label_mask`` (B, N) says which they are:
        ``logits.argmax(-1) == labels[label_mask]``. Default (None): on in training mode when labels are given,
        off in eval mode, so evaluation code reading ``(B, N, V)`` logits keeps working.
        """
        hidden = self.model(input_ids, attention_mask, bbox, xpath_tags, xpath_subs, format,
                            line_ids=line_ids, block_ids=block_ids, position_ids=position_ids).last_hidden_state
        if masked_only is None:
            masked_only = self.training
        if labels is None or not masked_only:
            logits = self.head(hidden)  # (B, N, V)
            loss = token_loss(logits, labels) if labels is not None else None
            return MaskedLMOutput(loss=loss, logits=logits, last_hidden_state=hidden)
        keep = labels != -100  # (B, N)
        logits = self.head(hidden[keep])  # (K, H) → (K, V)
        return MaskedLMOutput(loss=token_loss(logits, labels[keep]), logits=logits, last_hidden_state=hidden,
                              label_mask=keep)


MODEL_CLASSES: dict[str, type[DocxPreTrainedModel]] = {
    "DocxModel": DocxModel,
    "DocxForTokenClassification": DocxForTokenClassification,
    "DocxForMaskedLM": DocxForMaskedLM,
}


def load_pretrained(directory: str | Path, allow_pickle: bool = False) -> DocxPreTrainedModel:
    """Whatever model class the directory's config.json names."""
    return DocxPreTrainedModel.from_pretrained(directory, allow_pickle=allow_pickle)

