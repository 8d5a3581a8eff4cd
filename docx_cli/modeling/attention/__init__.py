"""Self-attention variants, chosen by ``DocxConfig.attention``."""

from __future__ import annotations

from docx_cli.modeling.attention.base import AttentionContext, SelfAttentionBase
from docx_cli.modeling.attention.cosformer import CosformerSelfAttention
from docx_cli.modeling.attention.full import FullSelfAttention
from docx_cli.modeling.attention.linformer import LinformerSelfAttention
from docx_cli.modeling.attention.local import LocalSelfAttention
from docx_cli.modeling.configuration import DocxConfig

SELF_ATTENTIONS = {"full": FullSelfAttention, "linformer": LinformerSelfAttention, "cosformer": CosformerSelfAttention,
                   "local": LocalSelfAttention}


def build_self_attention(cfg: DocxConfig) -> SelfAttentionBase:
    return SELF_ATTENTIONS[cfg.attention](cfg)


__all__ = ["SELF_ATTENTIONS", "AttentionContext", "SelfAttentionBase", "build_self_attention"]
