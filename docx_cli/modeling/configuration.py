"""DocxConfig: one configuration for the whole model family, and the named presets.

Every seed system is a preset — a dict of option values over the defaults — and any option can be overridden
(``DocxConfig.from_preset("layoutcosformer", relative_bias="cross")``). Combinations that cannot work are
refused here with a ConfigError, before a model is built:

- ``linformer`` compresses the key axis to k rows, so there is no (i, j) pair to put a 2D bias on;
- the ``lambert`` bias is an additive N×N matrix inside the softmax: full attention only;
- the ``web`` format embeds XPaths through its adapter, so it needs ``format_adapters``.
"""

from __future__ import annotations

import copy
import json
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from docx_cli.errors import ConfigError

ATTENTIONS = ("full", "linformer", "cosformer", "local")
LINFORMER_PROJECTIONS = ("pooled", "learned")
ATTN_IMPLEMENTATIONS = ("eager", "sdpa")
LAYOUT_EMBEDDINGS = ("learned", "sinusoidal", "none")
RELATIVE_BIASES = ("none", "squircle", "cross", "lambert")
FORMATS = ("document", "web", "plain")
CHUNKING = ("split_page", "window", "whole")
FIELD_KINDS = ("single", "multi", "item")
ACTIVATIONS = ("gelu", "gelu_new", "gelu_pytorch_tanh", "relu", "silu")

# transformers' name for this model family (config.json "model_type"; AutoConfig resolves it once docx_cli is
# imported, see docx_cli/modeling/hf.py).
MODEL_TYPE = "docx"

# Keys a config.json may carry that are metadata, not options.
# The last five are what transformers' save_pretrained adds (docx_cli/modeling/hf.py).
_METADATA_KEYS = {"architectures", "docx_version", "model_type", "dtype", "torch_dtype", "id2label", "label2id",
                  "transformers_version"}


@dataclass
class DocxConfig:
    # Which preset this config started from (informational; every option below is explicit).
    preset: str = "layoutlm"

    # Transformer body (BERT-base defaults; transfer.py replaces them with the checkpoint's).
    vocab_size: int = 30522
    hidden_size: int = 768
    num_hidden_layers: int = 12
    num_attention_heads: int = 12
    intermediate_size: int = 3072
    hidden_act: str = "gelu"
    hidden_dropout_prob: float = 0.1
    attention_probs_dropout_prob: float = 0.1
    type_vocab_size: int = 2
    layer_norm_eps: float = 1e-12
    initializer_range: float = 0.02
    pad_token_id: int = 0

    # Sequence length: the longest input one forward takes (chunking uses it). The learned 1D position
    # table has max_length rows (transfer tiles a 512-row checkpoint table to reach it).
    max_length: int = 512
    chunking: str = "split_page"
    # 1D positions restart at every page inside a sequence ([CLS] 0, each page's tokens 1, 2, ...), so a model
    # reading whole multi-page documents sees the positions split-page training taught it: a page's first line
    # near position 1, its totals where a page ends. Off: positions count through the sequence (0..N-1).
    positions_per_page: bool = False

    # Attention.
    attention: str = "full"  # full | linformer | cosformer | local
    attn_implementation: str = "sdpa"  # full attention only: eager | sdpa (torch scaled_dot_product_attention)
    linformer_k: int = 512  # keys and values are projected to this many rows
    # pooled: segment means of the sequence's own length (length-independent, see attention/linformer.py);
    # learned: E, F (linformer_k × max_length) sliced to the input length (checkpoints saved before this key).
    linformer_projection: str = "pooled"
    # local only (attention/local.py): blocks of local_window / 2 tokens, each attending to itself and the blocks
    # beside it; inputs of up to local_window tokens get full attention
    local_window: int = 512
    cosformer_eps: float = 1e-6  # floor on cosformer's normaliser (a row whose keys all vanish under ReLU)
    # cosformer's own 1D cos re-weighting cos(π/2·(i−j)/M). None = on unless a 2D relative bias is set (the
    # 2D bias then takes its place, as Douzon et al. swap "another bias function" into the same slot); True keeps
    # both (their product, still separable).
    cosformer_reweight: bool | None = None

    # Layout.
    layout_embedding: str = "learned"  # learned (LayoutLM tables) | sinusoidal (LAMBERT) | none
    max_2d_position_embeddings: int = 1024
    sinusoidal_dim: int = 32  # d: each coordinate gives 2d features, the box 8d
    sinusoidal_max_scale: float = 500.0  # θ is geometric from 1 to this
    layout_init_std: float = 0.02  # σ of LAMBERT's layout linear layer (Garncarek et al.: 0.02 near-optimal)

    # Relative attention bias.
    relative_bias: str = "none"  # none | squircle | cross (multiplicative 2D) | lambert (additive)
    relative_bias_range: float = 1000.0  # M of the 2D cos biases: coordinates live on 0..1000
    lambert_num_buckets: int = 32  # W(i−j): T5-style log buckets over sequence distance
    lambert_max_distance: int = 128
    lambert_2d_buckets: int = 64  # C: H and V are defined on l ∈ [−C, C)

    # The multi-grained layer (docx_cli/modeling/multigrain.py): tokens pooled into line, block and document
    # nodes (the words' line_id / block_id), attention among the nodes and back to the tokens, on top of the
    # encoder. Off by default; needs line_ids / block_ids per token (chunking passes them when it is on).
    multigrain: bool = False
    multigrain_layers: int = 1

    # Formats (XDoc).
    formats: list[str] = field(default_factory=lambda: ["document", "plain"])
    format_adapters: bool = False  # each format's extra embedding through its own Linear-ReLU-Linear
    adapter_inner_size: int | None = None  # None = hidden_size
    max_xpath_depth: int = 50
    xpath_unit_size: int = 32  # per-depth tag+subscript embedding width; concatenated over depths
    max_xpath_subscript: int = 256

    # Labels (labels.json mirrors these two).
    labels: list[str] = field(default_factory=lambda: ["O"])
    field_kinds: dict[str, str] = field(default_factory=dict)
    classifier_dropout: float | None = None  # None = hidden_dropout_prob

    def __post_init__(self) -> None:
        self.validate()

    # -- derived -------------------------------------------------------------------------------------------
    @property
    def num_labels(self) -> int:
        return len(self.labels)

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_attention_heads

    @property
    def use_cosformer_reweight(self) -> bool:
        if self.cosformer_reweight is None:
            return self.relative_bias == "none"
        return bool(self.cosformer_reweight)

    @property
    def label2id(self) -> dict[str, int]:
        return {t: i for i, t in enumerate(self.labels)}

    # -- validation ------------------------------------------------------------------------------------------
    def validate(self) -> None:
        def choice(name: str, allowed: tuple[str, ...]) -> None:
            value = getattr(self, name)
            if value not in allowed:
                raise ConfigError("bad_config", f"{name}={value!r} is not one of {', '.join(allowed)}")

        choice("attention", ATTENTIONS)
        choice("attn_implementation", ATTN_IMPLEMENTATIONS)
        choice("linformer_projection", LINFORMER_PROJECTIONS)
        choice("layout_embedding", LAYOUT_EMBEDDINGS)
        choice("relative_bias", RELATIVE_BIASES)
        choice("chunking", CHUNKING)
        choice("hidden_act", ACTIVATIONS)
        for name in ("vocab_size", "hidden_size", "num_hidden_layers", "num_attention_heads",
                     "intermediate_size", "max_length", "linformer_k", "max_xpath_depth", "xpath_unit_size",
                     "sinusoidal_dim", "lambert_num_buckets", "lambert_2d_buckets", "max_xpath_subscript",
                     "multigrain_layers", "local_window"):
            if int(getattr(self, name)) < 1:
                raise ConfigError("bad_config", f"{name} must be at least 1 (got {getattr(self, name)})")
        if self.hidden_size % self.num_attention_heads:
            raise ConfigError("bad_config", f"hidden_size {self.hidden_size} is not a multiple of "
                              f"num_attention_heads {self.num_attention_heads}")
        self._check_attention()
        if not self.formats or any(f not in FORMATS for f in self.formats):
            raise ConfigError("bad_config", f"formats={self.formats!r}: each must be one of {', '.join(FORMATS)}")
        if "web" in self.formats and not self.format_adapters:
            raise ConfigError("bad_config", "format 'web' needs format_adapters=true (the concatenated XPath "
                              "embedding reaches the hidden size through its Linear-ReLU-Linear adapter)")
        if "document" in self.formats and self.layout_embedding == "none":
            raise ConfigError("bad_config", "format 'document' needs a layout_embedding (learned or sinusoidal)")
        if not self.labels or self.labels[0] != "O" or len(set(self.labels)) != len(self.labels):
            raise ConfigError("bad_config", "labels must be distinct BIESO tags with 'O' first "
                              f"(got {self.labels[:5]}...)")
        for name, kind in self.field_kinds.items():
            if kind not in FIELD_KINDS:
                raise ConfigError("bad_config", f"field {name!r} has kind {kind!r}; use one of "
                                  f"{', '.join(FIELD_KINDS)}")
        if not 0 <= self.pad_token_id < self.vocab_size:
            raise ConfigError("bad_config", f"pad_token_id {self.pad_token_id} outside the vocabulary")

    def _check_attention(self) -> None:
        if not isinstance(self.multigrain, bool):
            raise ConfigError("bad_config", f"multigrain must be true or false (got {self.multigrain!r})")
        if self.attention == "linformer" and self.relative_bias != "none":
            raise ConfigError("bad_config", f"linformer cannot take a relative bias ({self.relative_bias}): it "
                              "projects the key axis to k rows, so there is no token pair (i, j) to bias; use "
                              "attention=full or cosformer, or relative_bias=none")
        if self.attention == "local" and self.relative_bias != "none":
            raise ConfigError("bad_config", f"local attention takes no relative bias ({self.relative_bias}) yet; "
                              "use relative_bias=none")
        if self.relative_bias == "lambert" and self.attention != "full":
            raise ConfigError("bad_config", f"the lambert bias is an additive N×N matrix: attention=full only "
                              f"(got {self.attention}); cosformer can take squircle or cross")

    # -- construction / serialisation ------------------------------------------------------------------------
    @classmethod
    def from_preset(cls, name: str, **overrides: Any) -> DocxConfig:
        if name not in PRESETS:
            raise ConfigError("unknown_preset", f"unknown preset {name!r}; choose one of {', '.join(PRESETS)}")
        values = {**copy.deepcopy(PRESETS[name]), **overrides, "preset": name}
        return cls.from_dict(values)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> DocxConfig:
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(d) - known - _METADATA_KEYS)
        if unknown:
            raise ConfigError("bad_config", f"unknown model option(s): {', '.join(unknown)}; known options: "
                              f"{', '.join(sorted(known))}")
        try:
            return cls(**{k: copy.deepcopy(v) for k, v in d.items() if k in known})
        except TypeError as e:  # a value of the wrong shape (e.g. a list where an int belongs)
            raise ConfigError("bad_config", f"bad model option: {e}") from None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def replace(self, **changes: Any) -> DocxConfig:
        """A validated copy with some options changed."""
        return replace(copy.deepcopy(self), **changes)


# The presets. Values not named here keep the DocxConfig defaults (which are the layoutlm preset).
PRESETS: dict[str, dict[str, Any]] = {
    # LayoutLM (Xu et al. 2020): BERT + learned 2D tables; pages split, then 512-token windows (Douzon et al.).
    "layoutlm": {"attention": "full", "layout_embedding": "learned", "relative_bias": "none",
                 "max_length": 512, "chunking": "split_page"},
    # LayoutLinformer (Douzon et al.): K, V projected along the sequence to k=512 rows; N_max 4096.
    "layoutlinformer": {"attention": "linformer", "layout_embedding": "learned", "relative_bias": "none",
                        "linformer_k": 512, "max_length": 4096, "chunking": "whole"},
    # LayoutCosformer (Douzon et al.): ReLU features with cos re-weighting, O(N); N 4096.
    "layoutcosformer": {"attention": "cosformer", "layout_embedding": "learned", "relative_bias": "none",
                        "max_length": 4096, "chunking": "whole"},
    # LAMBERT (Garncarek et al.): sinusoidal layout embedding, a linear layer, additive 1D/2D relative bias.
    "lambert": {"attention": "full", "layout_embedding": "sinusoidal", "relative_bias": "lambert",
                "max_length": 512, "chunking": "window"},
    # XDoc (Chen et al.): shared body, one adapter per format (document 2D, web XPath, plain nothing).
    "xdoc": {"attention": "full", "layout_embedding": "learned", "relative_bias": "none",
             "formats": ["document", "web", "plain"], "format_adapters": True,
             "max_length": 512, "chunking": "split_page"},
}


def _read_json(path: Path) -> dict[str, Any]:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ConfigError("model_not_found", f"no {path.name} in {path.parent} (is this a model directory?)") from None
    except (OSError, ValueError) as e:
        raise ConfigError("bad_config", f"cannot read {path}: {e}") from None


def load_config(directory: str | Path) -> DocxConfig:
    """config.json, with tags and field kinds from labels.json when present (labels.json wins)."""
    directory = Path(directory)
    if not directory.is_dir():
        raise ConfigError("model_not_found", f"model directory not found: {directory}")
    d = _read_json(directory / "config.json")
    if d.get("attention") == "linformer" and "linformer_projection" not in d:
        d["linformer_projection"] = "learned"  # saved before the option existed: its weights hold E and F
    if (directory / "labels.json").exists():
        labels = _read_json(directory / "labels.json")
        if "tags" in labels:
            d["labels"] = list(labels["tags"])
        if "fields" in labels:
            d["field_kinds"] = dict(labels["fields"])
    return DocxConfig.from_dict(d)
