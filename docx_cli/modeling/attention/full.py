"""Full softmax attention, eager (explicit matrix, like transformers' eager_attention_forward) or PyTorch
scaled_dot_product_attention (fused kernels; no N×N probabilities kept for backward with the flash kernel).

A multiplicative bias B (Douzon et al.: "the bias multiplies the attention matrix") enters as log B added to the
scores: softmax(s + log B) = normalise(exp(s) ⊙ B), i.e. B multiplies the unnormalised attention and the rows
are renormalised — the same construction cosformer uses (normalise(φ(Q)φ(K)ᵀ ⊙ B)), so the two compare.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F

from docx_cli.modeling.attention.base import AttentionContext, SelfAttentionBase
from docx_cli.modeling.configuration import DocxConfig


def eager_attention(q, k, v, mask: torch.Tensor | None, dropout_p: float = 0.0) -> torch.Tensor:
    """softmax(QKᵀ/√d + mask)V with an explicit (B, H, N, N) matrix; mask bool (True = attend) or float."""
    scores = torch.matmul(q, k.transpose(-1, -2)) * q.shape[-1] ** -0.5  # (B, H, N, N)
    if mask is not None:
        if mask.dtype == torch.bool:
            scores = scores.masked_fill(~mask, torch.finfo(scores.dtype).min)
        else:
            scores = scores + mask
    probs = torch.softmax(scores, dim=-1, dtype=torch.float32).to(q.dtype)
    if dropout_p:
        probs = F.dropout(probs, p=dropout_p)
    return torch.matmul(probs, v)  # (B, H, N, D)


def sdpa_attention(q, k, v, mask: torch.Tensor | None, dropout_p: float = 0.0) -> torch.Tensor:
    return F.scaled_dot_product_attention(q, k, v, attn_mask=mask, dropout_p=dropout_p)


ATTENTION_FUNCTIONS = {"eager": eager_attention, "sdpa": sdpa_attention}


class FullSelfAttention(SelfAttentionBase):
    def __init__(self, cfg: DocxConfig):
        super().__init__(cfg)
        self.attend = ATTENTION_FUNCTIONS[cfg.attn_implementation]

    def forward(self, hidden: torch.Tensor, ctx: AttentionContext) -> torch.Tensor:
        q, k, v = self.qkv(hidden)  # (B, H, N, D)
        out = self.attend(q, k, v, ctx.full_mask, self.dropout_p if self.training else 0.0)
        return self.merge(out)
