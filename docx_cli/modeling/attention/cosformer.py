"""cosFormer attention (Qin et al. 2022; LayoutCosformer in Douzon et al.), non-causal, O(N).

    out_i = Σ_j s_ij v_j / max(Σ_j s_ij, eps),   s_ij = φ(q_i)·φ(k_j) · B_ij,   φ = ReLU

with B the re-weighting: cosFormer's cos(π/2·(i − j)/M) (M = the sequence's own unpadded length), a 2D bias
(squircle / cross, see bias.py), or their product. B is separable, B_ij = Σ_t gq[i,t]·gk[j,t], so

    numerator_i = Σ_t gq[i,t] φ(q_i)ᵀ (Σ_j gk[j,t] φ(k_j) v_jᵀ)

is computed keys-first: Φ(K)ᵀV is (T·D × D) per head, and no N×N tensor exists at any point. Padded keys are
zeroed in φ(K), so they add nothing to numerator or normaliser. (The cosFormer authors' public code ignores
the padding mask on this path; here padding cannot change a real token's output.) The floor eps on the
normaliser keeps a row finite when ReLU zeroes all its similarities.
"""

from __future__ import annotations

import torch

from docx_cli.modeling.attention.base import AttentionContext, SelfAttentionBase
from docx_cli.modeling.configuration import DocxConfig


def cosformer_attention(
    q: torch.Tensor,  # (B, H, N, D)
    k: torch.Tensor,
    v: torch.Tensor,
    key_mask: torch.Tensor,  # (B, N) bool
    reweight: tuple[torch.Tensor, torch.Tensor] | None,  # (B, N, T) each, or None = no re-weighting
    eps: float = 1e-6,
) -> torch.Tensor:
    d = q.shape[-1]
    # The heads arrive as transposed views of the projections. One copy each into plain (B, H, N, D) costs
    # less than what the batched products below do without it: they copy (and transpose) their larger
    # (B, H, T·D, N) operands themselves (measured, base in bf16 at 4,096 tokens: a forward 2.17 → 2.08 s).
    q, k, v = q.contiguous(), k.contiguous(), v.contiguous()
    keep = key_mask[:, :, None]  # (B, N, 1)
    if reweight is None:
        phi_q = torch.relu(q)
        phi_k = torch.relu(k) * keep[:, None].to(k.dtype)  # padded keys zeroed
    else:
        gq, gk = reweight
        gk = gk * keep.to(gk.dtype)  # padded keys zeroed through their weights: (B, N, T), not (B, H, N, D)
        phi_q = (torch.relu(q).unsqueeze(3) * gq.to(q.dtype)[:, None, :, :, None]).flatten(3)  # (B, H, N, T·D)
        phi_k = (torch.relu(k).unsqueeze(3) * gk.to(k.dtype)[:, None, :, :, None]).flatten(3)  # (B, H, N, T·D)
    kv = torch.matmul(phi_k.transpose(-1, -2), v)  # (B, H, T·D, D): Φ(K)ᵀV first
    k_sum = phi_k.sum(dim=2).unsqueeze(-1)  # (B, H, T·D, 1)
    out = torch.matmul(phi_q, torch.cat([kv, k_sum], dim=-1))  # (B, H, N, D + 1): numerator | normaliser
    return out[..., :d] / out[..., d:].clamp_min(eps)


def cosformer_reference(q, k, v, key_mask, bias: torch.Tensor | None, eps: float = 1e-6) -> torch.Tensor:
    """The same attention with the N×N similarity materialised (tests only): bias (B, N, N) or None."""
    s = torch.relu(q) @ torch.relu(k).transpose(-1, -2)  # (B, H, N, N)
    if bias is not None:
        s = s * bias[:, None]
    s = s * key_mask[:, None, None, :].to(s.dtype)
    return (s @ v) / s.sum(-1, keepdim=True).clamp_min(eps)


class CosformerSelfAttention(SelfAttentionBase):
    def __init__(self, cfg: DocxConfig):
        super().__init__(cfg)
        self.eps = cfg.cosformer_eps

    def forward(self, hidden: torch.Tensor, ctx: AttentionContext) -> torch.Tensor:
        q, k, v = self.qkv(hidden)  # (B, H, N, D)
        # cosFormer has no attention-probability dropout (there are no probabilities to drop).
        return self.merge(cosformer_attention(q, k, v, ctx.key_mask, ctx.reweight, self.eps))
