"""What every self-attention shares: the Q, K, V projections (named as in BERT, so weights transfer) and the
per-forward context the encoder builds once for all layers."""

from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

from docx_cli.modeling.configuration import DocxConfig


@dataclass(frozen=True)
class AttentionContext:
    """Built once per forward by the encoder, read by every layer.

    key_mask:  (B, N) bool, True for real tokens.
    full_mask: full attention only: (B, 1, 1, N) bool, or (B, 1|H, N, N) float added to the scores (padding
               as a large negative number, a multiplicative bias as log B, an additive bias as is).
    reweight:  cosformer only: the separable re-weighting (gq, gk), each (B, N, T), or None.
    linformer_pool: pooled linformer only: the segment-mean projection (B, R, N) and its score bias
               (B, 1, 1, R), R = min(k, N) (see linformer.segment_pooling), or None.
    """

    key_mask: torch.Tensor
    full_mask: torch.Tensor | None = None
    reweight: tuple[torch.Tensor, torch.Tensor] | None = None
    linformer_pool: tuple[torch.Tensor, torch.Tensor] | None = None


class SelfAttentionBase(nn.Module):
    def __init__(self, cfg: DocxConfig):
        super().__init__()
        self.num_heads, self.head_dim = cfg.num_attention_heads, cfg.head_dim
        self.query = nn.Linear(cfg.hidden_size, cfg.hidden_size)
        self.key = nn.Linear(cfg.hidden_size, cfg.hidden_size)
        self.value = nn.Linear(cfg.hidden_size, cfg.hidden_size)
        self.dropout_p = cfg.attention_probs_dropout_prob

    def heads(self, x: torch.Tensor) -> torch.Tensor:  # (B, N, H·D) → (B, H, N, D)
        b, n, _ = x.shape
        return x.view(b, n, self.num_heads, self.head_dim).transpose(1, 2)

    @staticmethod
    def merge(x: torch.Tensor) -> torch.Tensor:  # (B, H, N, D) → (B, N, H·D)
        b, h, n, d = x.shape
        return x.transpose(1, 2).reshape(b, n, h * d)

    def qkv(self, hidden: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        return self.heads(self.query(hidden)), self.heads(self.key(hidden)), self.heads(self.value(hidden))

    def forward(self, hidden: torch.Tensor, ctx: AttentionContext) -> torch.Tensor:  # (B, N, H·D)
        raise NotImplementedError
