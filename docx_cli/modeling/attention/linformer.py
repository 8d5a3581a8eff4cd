"""Linformer attention (Wang et al. 2020; LayoutLinformer in Douzon et al.): keys and values are projected along
the sequence axis to k rows, K' = E K and V' = F V, so the score matrix is (N × k), never (N × N): cost O(N·k).

Two projections, chosen by ``DocxConfig.linformer_projection``:

``pooled`` (the default): E = F = P, the segment-mean matrix of the sequence's own unpadded length M. The M
real tokens are cut into min(k, M) contiguous, equal segments; row r of P averages segment r. Each projected
key gets log(count_r) added to its score, so a landmark standing for c tokens weighs as c of them would:
Σ_j exp(q·k_j) v_j ≈ Σ_r c_r exp(q·k̄_r) v̄_r (exact when the keys of a segment agree). Padded tokens belong
to no segment, so padding changes nothing; empty segments (M < k) are masked.

``learned``: E, F ∈ R^{k × N_max} learned and sliced to N (the original Linformer; what checkpoints saved
before ``linformer_projection`` existed use, so they load and behave as they were trained).

Why ``learned`` collapses past its training lengths, and why ``pooled`` does not:

1. *Untrained columns.* Column j of E and F is only updated by sequences longer than j. Our training chunks
   are mostly short (a page is ~300–600 tokens), so the columns beyond stay at their random initialisation:
   at 4× the training length three quarters of every projected key and value is a random mix of tokens.
2. *A scale that grows with N.* (E K)_r = Σ_{j<N} E_rj k_j sums N terms with zero-mean weights: its norm
   grows like √N. At N ≫ N_train the projected keys are a few times larger than anything seen in training, the
   softmax saturates on one landmark, and the projected values (F V, same growth) push the residual stream
   out of the range the LayerNorms and the classifier were trained on: every token gets the same tag.
3. *Positions absolute, not relative to the sequence.* Row r of E looks at fixed absolute positions, so the
   same document region lands in different landmarks depending on what precedes it.

``pooled`` has no per-position parameter (nothing left untrained at any length), its landmarks are means
(their scale does not depend on N), and its segments follow the sequence's own length. For M ≤ k every token
is its own segment with count 1: it is exactly full softmax attention, so a LayoutLM checkpoint transferred
into it gives LayoutLM's outputs on inputs of up to k tokens, and its short-document accuracy carries over.
The Linformer paper itself lists pooling among its projection choices; measured in
tests/test_linformer_length.py (a model trained on ≤ 32 tokens, evaluated at 128) and docs/compare/.

After projection there is no per-key mask to apply, which is also why a 2D relative bias cannot be put on
this attention.
"""

from __future__ import annotations

import math

import torch
from torch import nn

from docx_cli.errors import ConfigError
from docx_cli.modeling.attention.base import AttentionContext, SelfAttentionBase
from docx_cli.modeling.attention.full import sdpa_attention
from docx_cli.modeling.configuration import DocxConfig


def segment_pooling(key_mask: torch.Tensor, k: int) -> tuple[torch.Tensor, torch.Tensor]:
    """The segment-mean projection of each sequence's real tokens.

    key_mask (B, N) bool → P (B, R, N) float (rows sum to 1 over their segment, 0 for empty segments) and the
    score bias (B, 1, 1, R): log(count) for a segment, a large negative number for an empty one. R = min(k, N):
    a sequence never has more segments than tokens, so short batches do not pay for k rows."""
    real = key_mask.to(torch.long)
    pos = real.cumsum(-1) - 1  # (B, N): 0-based index among the real tokens
    m = real.sum(-1, keepdim=True).clamp_min(1)  # (B, 1): the unpadded length M
    segments = torch.minimum(m, torch.full_like(m, k))  # (B, 1): min(k, M) segments
    seg = torch.div(pos.clamp_min(0) * segments, m, rounding_mode="floor")  # (B, N) in [0, segments)
    rows = torch.arange(k, device=key_mask.device)[: key_mask.shape[1]]  # a slice, not min(): traces with N
    member = (seg[:, None, :] == rows[None, :, None]) & key_mask[:, None, :]  # (B, R, N)
    member = member.to(torch.float32)
    count = member.sum(-1)  # (B, R)
    proj = member / count.clamp_min(1.0)[..., None]
    bias = torch.where(count > 0, count.clamp_min(1.0).log(), torch.full_like(count, torch.finfo(torch.float32).min))
    return proj, bias[:, None, None, :]


class LinformerSelfAttention(SelfAttentionBase):
    def __init__(self, cfg: DocxConfig):
        super().__init__(cfg)
        self.k, self.max_length = cfg.linformer_k, cfg.max_length
        self.projection = cfg.linformer_projection
        if self.projection == "learned":
            self.E = nn.Parameter(torch.empty(cfg.linformer_k, cfg.max_length))
            self.F = nn.Parameter(torch.empty(cfg.linformer_k, cfg.max_length))
            self.reset_parameters()

    def reset_parameters(self) -> None:
        if self.projection != "learned":
            return
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
        dropout = self.dropout_p if self.training else 0.0
        if self.projection == "pooled":
            proj, bias = ctx.linformer_pool if ctx.linformer_pool is not None else segment_pooling(ctx.key_mask, self.k)
            proj = proj[:, None].to(k.dtype)  # (B, 1, R, N), shared across heads
            k, v = torch.matmul(proj, k), torch.matmul(proj, v)  # (B, H, R, D): segment means
            bias = bias.to(q.dtype).clamp_min(torch.finfo(q.dtype).min)  # fp16: float32's min would be −inf
            out = sdpa_attention(q, k, v, bias, dropout)  # (B, H, N, D)
            return self.merge(out)
        keep = ctx.key_mask[:, None, :, None].to(k.dtype)  # (B, 1, N, 1)
        k, v = k * keep, v * keep  # padded keys zeroed before projection
        e, f = self.E[:, :n].to(k.dtype), self.F[:, :n].to(v.dtype)  # (k, N), shared across heads
        k = torch.matmul(e, k)  # (B, H, k, D)
        v = torch.matmul(f, v)  # (B, H, k, D)
        out = sdpa_attention(q, k, v, None, dropout)  # (B, H, N, D)
        return self.merge(out)
