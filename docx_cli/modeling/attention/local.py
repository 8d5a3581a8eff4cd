"""Sliding-block softmax attention (the local attention of Longformer, Beltagy et al. 2020, and of BigBird's
sliding blocks): the sequence is cut into blocks of ``local_window / 2`` tokens and each block's queries attend
to its own block and the two beside it, so a token sees at least half a window on either side where the sequence
has it, and the cost grows linearly with N. The blocks go into the batch axis of one fused attention call
(``scaled_dot_product_attention``).

Why it suits weight transfer from split-page LayoutLM: inside the window it is the very softmax attention the
checkpoint was trained with — the same Q, K, V projections, no new parameter — and on inputs of up to
``local_window`` tokens (two blocks) every query sees every key, so it *is* full attention there and a short
document gets exactly the transferred model's outputs. On a long document each token reads a window centred on
itself, where split-page windows cut a page at fixed places and give their edge tokens context on one side only.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F

from docx_cli.modeling.attention.base import AttentionContext, SelfAttentionBase
from docx_cli.modeling.configuration import DocxConfig


def _neighbours(x: torch.Tensor, dim: int) -> torch.Tensor:
    """Blocks on axis 1, a block's tokens on axis ``dim`` (B, nb, …, b, …) → (B, nb, …, 3b, …): each block with the
    one before and the one after it, an empty (zero, and masked) block beyond either end. The end blocks do not
    take a third block of their own side instead: with the 512 learned positions tiled, a window wider than 512
    tokens holds two tokens with one position, and a first page's header is where that costs most
    (docs/compare/README.md)."""
    empty = torch.zeros_like(x[:, :1])
    padded = torch.cat([empty, x, empty], dim=1)
    return torch.cat([padded[:, :-2], padded[:, 1:-1], padded[:, 2:]], dim=dim)


class LocalSelfAttention(SelfAttentionBase):
    def __init__(self, cfg: DocxConfig):
        super().__init__(cfg)
        self.block = max(1, cfg.local_window // 2)

    def forward(self, hidden: torch.Tensor, ctx: AttentionContext) -> torch.Tensor:
        q, k, v = self.qkv(hidden)  # (B, H, N, D)
        bsz, heads, n, d = q.shape
        b = self.block
        mask = ctx.key_mask  # (B, N) bool
        dropout = self.dropout_p if self.training else 0.0
        if n <= 2 * b:  # every query sees every key: full attention, computed as such
            return self.merge(F.scaled_dot_product_attention(q, k, v, attn_mask=mask[:, None, None, :],
                                                             dropout_p=dropout))
        pad = (-n) % b
        if pad:
            q, k, v = (F.pad(t, (0, 0, 0, pad)) for t in (q, k, v))
            mask = F.pad(mask, (0, pad), value=False)
        nb = (n + pad) // b
        # blocks into the batch axis, so one fused attention call serves them all
        qb = q.view(bsz, heads, nb, b, d).transpose(1, 2).reshape(bsz * nb, heads, b, d)  # (B·nb, H, b, D)
        kb = _neighbours(k.view(bsz, heads, nb, b, d).transpose(1, 2), 3).reshape(bsz * nb, heads, 3 * b, d)
        vb = _neighbours(v.view(bsz, heads, nb, b, d).transpose(1, 2), 3).reshape(bsz * nb, heads, 3 * b, d)
        keys = _neighbours(mask.view(bsz, nb, b), 2).reshape(bsz * nb, 1, 1, 3 * b)
        keys = keys | ~keys.any(dim=-1, keepdim=True)  # a block of padding only: let it attend (its output is unused)
        out = F.scaled_dot_product_attention(qb, kb, vb, attn_mask=keys, dropout_p=dropout)  # (B·nb, H, b, D)
        out = out.view(bsz, nb, heads, b, d).transpose(1, 2).reshape(bsz, heads, nb * b, d)[:, :, :n]
        return self.merge(out)  # (B, N, H·D)
