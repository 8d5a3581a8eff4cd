"""docx_cli: structured fields out of business documents with layout-aware transformers.

    from docx_cli import extract, load_model

    model = load_model("default")                 # once: a NAME (`docx models`) or a model directory
    result = extract("examples/invoice.pdf", model)
    print(result.to_json())                       # {"source", "model", "pages", "fields", "line_items"}

The names below are imported on first use (a module ``__getattr__``), so ``import docx_cli`` stays cheap.
"""

from __future__ import annotations

import importlib
from typing import Any

from docx_cli.modeling import hf_hook as _hf_hook

__version__ = "0.1.0"

# transformers' AutoConfig / AutoModelForTokenClassification learn model_type "docx" once transformers' model
# code is imported (a finder on sys.meta_path; nothing heavy is imported here). See docx_cli/modeling/hf.py.
_hf_hook.install()

# public name → the module that defines it
_LAZY = {
    "extract": "docx_cli.pipeline",
    "extract_document": "docx_cli.pipeline",
    "ExtractOptions": "docx_cli.pipeline",
    "Result": "docx_cli.pipeline",
    "load_model": "docx_cli.registry",
    "LoadedModel": "docx_cli.registry",
    "Document": "docx_cli.document",
    "DocxError": "docx_cli.errors",
}
__all__ = ["Document", "DocxError", "ExtractOptions", "LoadedModel", "Result", "__version__", "extract",
           "extract_document", "load_model"]


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        value = getattr(importlib.import_module(_LAZY[name]), name)
        globals()[name] = value  # looked up once
        return value
    raise AttributeError(f"module 'docx_cli' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})
