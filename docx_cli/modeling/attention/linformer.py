"""Linformer attention (Wang et al. 2020; LayoutLinformer in Douzon et al.): keys and values are projected along
the sequence axis to k rows, K' = E K and V' = F V with E, F ∈ R^{k × N_max} learned, sliced to the input
length N and shared by all heads. Cost O(N·k): the score matrix is (N × k), never (N × N).

Padded keys and values are zeroed before the projection, so padding changes nothing: its columns of E and F
multiply zeros. (After projection there is no per-key mask left to apply — that is also why a 2D relative
bias cannot be put on this attention.)
"""

from __future__ import annotations

import math

import torch
from torch import nn

from docx_cli.errors import ConfigError
from docx_cli.modeling.attention.base import AttentionContext, SelfAttentionBase
from docx_cli.modeling.attention.full import sdpa_attention
from docx_cli.modeling.configuration import DocxConfig


class LinformerSelfAttention(SelfAttentionBase):
    def __init__(self, cfg: DocxConfig):
        super().__init__(cfg)
        self.k, self.max_length = cfg.linformer_k, cfg.max_length
        self.E = nn.Parameter(torch.empty(cfg.linformer_k, cfg.max_length))
        self.F = nn.Parameter(torch.empty(cfg.linformer_k, cfg.max_length))
        self.reset_parameters()

    def reset_parameters(self) -> None:
        # As in the reference implementations: U(−1/√k, 1/√k).
        bound = 1 / math.sqrt(self.k)
        nn.init.uniform_(self.E, -bound, bound)
        nn.init.uniform_(self.F, -bound, bound)

    def forward(self, hidden: torch.Tensor, ctx: AttentionContext) -> torch.Tensor:
        n = hidden.shape[1]
        if n > self.max_length:
            raise ConfigError("sequence_too_long", f"linformer takes at most {self.max_length} tokens "
                              f"(got {n}); chunk the input or raise max_length")
        q, k, v = self.qkv(hidden)  # (B, H, N, D)
        keep = ctx.key_mask[:, None, :, None].to(k.dtype)  # (B, 1, N, 1)
        k, v = k * keep, v * keep  # padded keys zeroed before projection
        e, f = self.E[:, :n].to(k.dtype), self.F[:, :n].to(v.dtype)  # (k, N), shared across heads
        k = torch.matmul(e, k)  # (B, H, k, D)
        v = torch.matmul(f, v)  # (B, H, k, D)
        out = sdpa_attention(q, k, v, None, self.dropout_p if self.training else 0.0)  # (B, H, N, D)
        return self.merge(out)
