"""The layout-aware model family (see configuration.py for the parts and presets).

    from docx_cli.modeling import DocxConfig, DocxForTokenClassification, DocxForMaskedLM, PRESETS
"""

from docx_cli.modeling.configuration import PRESETS, DocxConfig
from docx_cli.modeling.model import (
    DocxForMaskedLM,
    DocxForTokenClassification,
    DocxModel,
    DocxPreTrainedModel,
    MaskedLMOutput,
    TokenClassifierOutput,
    load_config,
    load_pretrained,
)

__all__ = [
    "PRESETS",
    "DocxConfig",
    "DocxForMaskedLM",
    "DocxForTokenClassification",
    "DocxModel",
    "DocxPreTrainedModel",
    "MaskedLMOutput",
    "TokenClassifierOutput",
    "load_config",
    "load_pretrained",
]
