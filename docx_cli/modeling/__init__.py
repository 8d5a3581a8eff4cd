"""The layout-aware model family (see configuration.py for the parts and presets).

    from docx_cli.modeling import DocxConfig, DocxForTokenClassification, DocxForMaskedLM, PRESETS

Names are imported on first use (PEP 562), so importing a light submodule (``configuration``, ``hf_hook``)
does not import torch.
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {
    "PRESETS": "configuration",
    "DocxConfig": "configuration",
    "DocxForMaskedLM": "model",
    "DocxForTokenClassification": "model",
    "DocxModel": "model",
    "DocxPreTrainedModel": "model",
    "MaskedLMOutput": "model",
    "TokenClassifierOutput": "model",
    "load_config": "model",
    "load_pretrained": "model",
}

__all__ = list(_EXPORTS)


def __getattr__(name: str) -> Any:
    if name in _EXPORTS:
        return getattr(importlib.import_module(f"docx_cli.modeling.{_EXPORTS[name]}"), name)
    raise AttributeError(f"module 'docx_cli.modeling' has no attribute {name!r}")
