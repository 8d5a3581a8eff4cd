"""Hugging Face ``transformers`` classes for docx_cli checkpoints, and their registration with the Auto classes.

    import docx_cli                      # installs a light hook; imports neither torch nor transformers
    from transformers import AutoConfig, AutoModelForTokenClassification
    AutoConfig.from_pretrained("models/default")                       # DocxHFConfig (model_type "docx")
    AutoModelForTokenClassification.from_pretrained("models/default")  # DocxHFForTokenClassification

:class:`DocxHFForTokenClassification` is a ``transformers.PreTrainedModel`` holding the very modules of
:class:`~docx_cli.modeling.DocxForTokenClassification` under the same names (``model``, ``head``), so a saved
docx_cli directory loads through ``from_pretrained`` with every weight found. docx_cli's own inference path does
not use this module (it loads with safetensors directly and never imports transformers' modeling code).

Loading a docx_cli checkpoint into a foreign class (``LayoutLMForTokenClassification.from_pretrained``) would
otherwise "succeed" with every weight missing: transformers 5 only warns on a ``model_type`` mismatch and on
missing keys. :func:`register` adds a checkpoint conversion for ``model_type`` "docx" that raises for any class
but ours, so that load stops with a RuntimeError naming the class to use (see tests/test_hf_compat.py).
"""

from __future__ import annotations

from typing import Any

import torch
from transformers import AutoConfig, AutoModelForTokenClassification, PreTrainedConfig, PreTrainedModel
from transformers.modeling_outputs import TokenClassifierOutput

from docx_cli.modeling.configuration import MODEL_TYPE, DocxConfig
from docx_cli.modeling.heads import TokenClassificationHead, token_loss
from docx_cli.modeling.model import DocxModel, DocxPreTrainedModel


class DocxHFConfig(PreTrainedConfig):
    """A DocxConfig as transformers sees it: every docx_cli option is an attribute; ``docx_config()`` turns it
    back into the validated dataclass. ``labels`` (the BIESO tags) give ``id2label`` / ``label2id``."""

    model_type = MODEL_TYPE

    def __init__(self, **kwargs: Any):
        known = DocxConfig.__dataclass_fields__
        options = {k: kwargs.pop(k) for k in list(kwargs) if k in known}
        base = DocxConfig.from_dict(options)  # validates: a bad option fails here, as in docx_cli
        tags = list(base.labels)
        kwargs.setdefault("id2label", dict(enumerate(tags)))
        kwargs.setdefault("label2id", {t: i for i, t in enumerate(tags)})
        kwargs.pop("docx_version", None)
        super().__init__(**kwargs)
        for k, v in base.to_dict().items():
            setattr(self, k, v)

    def docx_config(self) -> DocxConfig:
        return DocxConfig.from_dict({k: getattr(self, k) for k in DocxConfig.__dataclass_fields__})

    def to_dict(self) -> dict[str, Any]:
        d = super().to_dict()
        d["docx_version"] = 1
        # One directory, two loaders: docx_cli's (config.json "architectures") knows its own class name.
        d["architectures"] = [_DOCX_NAMES.get(a, a) for a in d.get("architectures") or []] or None
        return d

    def _get_generation_parameters(self) -> dict[str, Any]:
        # ``max_length`` is our longest input sequence, not a generation length: nothing here generates.
        return {}


_DOCX_NAMES = {"DocxHFForTokenClassification": "DocxForTokenClassification"}


class DocxHFForTokenClassification(PreTrainedModel):
    """DocxForTokenClassification behind transformers' API (``from_pretrained``, ``save_pretrained``, dtype and
    device handling). Same module names as docx_cli's class, so the same weights file fits both."""

    config_class = DocxHFConfig
    base_model_prefix = "model"
    main_input_name = "input_ids"
    _supports_sdpa = True

    def __init__(self, config: DocxHFConfig):
        super().__init__(config)
        cfg = config.docx_config()
        self.model = DocxModel(cfg, init=False)
        self.head = TokenClassificationHead(cfg)
        self.post_init()

    @torch.no_grad()
    def _init_weights(self, module: torch.nn.Module) -> None:
        # docx_cli's initialisation, so weights missing from a checkpoint get what `docx train` would give;
        # the position buffers are refilled because transformers builds the model on the meta device first.
        DocxPreTrainedModel._init_module(self, module)
        for name in ("position_ids", "depth_index"):
            buf = getattr(module, name, None)
            if isinstance(buf, torch.Tensor):
                buf.copy_(torch.arange(buf.shape[0], device=buf.device))

    def forward(
        self,
        input_ids: torch.Tensor,
        attention_mask: torch.Tensor | None = None,
        bbox: torch.Tensor | None = None,
        xpath_tags: torch.Tensor | None = None,
        xpath_subs: torch.Tensor | None = None,
        format: str = "document",
        labels: torch.Tensor | None = None,
        **kwargs: Any,
    ) -> TokenClassifierOutput:
        hidden = self.model(input_ids, attention_mask, bbox, xpath_tags, xpath_subs, format).last_hidden_state
        logits = self.head(hidden)
        loss = token_loss(logits, labels) if labels is not None else None
        return TokenClassifierOutput(loss=loss, logits=logits)


def _foreign_class_guard() -> list:
    """A checkpoint conversion registered for model_type "docx" that fails any class but ours.

    transformers looks conversions up by class name first, then by the checkpoint's model_type: our class is
    registered with no conversion, so only a foreign class (its config carries model_type "docx" from our
    config.json) reaches the guard, whose error transformers re-raises after its load report."""
    from transformers.core_model_loading import ConversionOps, WeightConverter

    class RefuseForeignClass(ConversionOps):
        def convert(self, input_dict, source_patterns, target_patterns, model=None, **kwargs):
            name = type(model).__name__ if model is not None else "this class"
            raise ValueError(
                f"this is a docx_cli checkpoint (model_type {MODEL_TYPE!r}); {name} cannot hold its weights. "
                "Load it with AutoModelForTokenClassification.from_pretrained after `import docx_cli`, or with "
                "docx_cli.modeling.DocxForTokenClassification.from_pretrained")

    # A converter runs only when its target names a parameter of the class being loaded (transformers adds the
    # class's base_model_prefix): BERT-family bodies have the first, token-classification heads the second.
    return [WeightConverter(r"^model\.embeddings\.word_embeddings\.weight$", "embeddings.word_embeddings.weight",
                            operations=[RefuseForeignClass()]),
            WeightConverter(r"^head\.classifier\.weight$", "classifier.weight", operations=[RefuseForeignClass()])]


_registered = False


def register() -> None:
    """Register the config and model classes with AutoConfig / AutoModelForTokenClassification (idempotent)."""
    global _registered
    if _registered:
        return
    from transformers.conversion_mapping import register_checkpoint_conversion_mapping

    AutoConfig.register(MODEL_TYPE, DocxHFConfig, exist_ok=True)
    AutoModelForTokenClassification.register(DocxHFConfig, DocxHFForTokenClassification, exist_ok=True)
    register_checkpoint_conversion_mapping(DocxHFForTokenClassification.__name__, [], overwrite=True)
    register_checkpoint_conversion_mapping(MODEL_TYPE, _foreign_class_guard(), overwrite=True)
    _registered = True
