"""docx_cli: structured fields out of business documents with layout-aware transformers."""

__version__ = "0.1.0"
