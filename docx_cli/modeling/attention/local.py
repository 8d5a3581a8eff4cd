"""Sliding-block softmax attention (the local attention of Longformer, Beltagy et al. 2020, and of BigBird's
sliding blocks): the sequence is cut into blocks of ``local_window / 2`` tokens and each block's queries attend
to its own block and the two beside it, so a token sees at least half a window on either side, never less, and
the cost grows linearly with N.

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


def _neighbours(x: torch.Tensor) -> torch.Tensor:
    """(B, H, nb, b, D) → (B, H, nb, 3b, D): each block with the block before and after it (zeros at the ends)."""
    padded = F.pad(x, (0, 0, 0, 0, 1, 1))  # one empty block at either end of the block axis
    return torch.cat([padded[:, :, :-2], padded[:, :, 1:-1], padded[:, :, 2:]], dim=3)


class LocalSelfAttention(SelfAttentionBase):
    def __init__(self, cfg: DocxConfig):
        super().__init__(cfg)
        self.block = max(1, cfg.local_window // 2)

    def forward(self, hidden: torch.Tensor, ctx: AttentionContext) -> torch.Tensor:
        q, k, v = self.qkv(hidden)  # (B, H, N, D)
        bsz, heads, n, d = q.shape
        b = self.block
        mask = ctx.key_mask  # (B, N) bool
        if n <= 2 * b:  # every query sees every key: full attention, computed as such
            out = F.scaled_dot_product_attention(q, k, v, attn_mask=mask[:, None, None, :],
                                                 dropout_p=self.dropout_p if self.training else 0.0)
            return self.merge(out)
        pad = (-n) % b
        if pad:
            q, k, v = (F.pad(t, (0, 0, 0, pad)) for t in (q, k, v))
            mask = F.pad(mask, (0, pad), value=False)
        nb = (n + pad) // b
        qb = q.view(bsz, heads, nb, b, d)  # (B, H, nb, b, D)
        kb = _neighbours(k.view(bsz, heads, nb, b, d))  # (B, H, nb, 3b, D)
        vb = _neighbours(v.view(bsz, heads, nb, b, d))
        keys = _neighbours(mask.view(bsz, 1, nb, b, 1).float()).squeeze(-1).bool()  # (B, 1, nb, 3b)
        scores = torch.matmul(qb, kb.transpose(-1, -2)) * d ** -0.5  # (B, H, nb, b, 3b)
        scores = scores.masked_fill(~keys[:, :, :, None, :], torch.finfo(scores.dtype).min)
        probs = torch.softmax(scores, dim=-1, dtype=torch.float32).to(q.dtype)
        if self.training and self.dropout_p:
            probs = F.dropout(probs, p=self.dropout_p)
        out = torch.matmul(probs, vb).view(bsz, heads, nb * b, d)[:, :, :n]  # (B, H, N, D)
        return self.merge(out)
