"""Relative attention biases: the 2D cos biases of Douzon et al. (squircle, cross), cosFormer's 1D cos
re-weighting, and LAMBERT's additive bias (Garncarek et al.).

Multiplicative biases B (N×N, entries in [0, 1], B_ii = 1) are given two ways from ONE definition:

- ``*_matrix``: the explicit (B, N, N) matrix — what full attention uses (it is N×N anyway);
- ``*_features``: a separable form ``B_ij = Σ_t gq[i, t] · gk[j, t]`` with T terms — what cosformer uses so
  it never builds an N×N tensor: Σ_j (φ(q_i)·φ(k_j)) B_ij v_j = Σ_t gq[i,t] φ(q_i) · Σ_j gk[j,t] φ(k_j) v_jᵀ.

The building block is cos(a(p_i − p_j)) = cos(a p_i)cos(a p_j) + sin(a p_i)sin(a p_j): 2 terms. A product of
separable biases is separable with the product of the term counts (Douzon et al.), so:

- squircle  B = cx · cy                              4 terms
- cross     B = cx + cy − cx · cy                    2 + 2 + 4 = 8 terms

with cx = cos(π/(2M)·(x_i − x_j)), cy likewise on y, x and y the centres of the word boxes on the 0..1000 grid
and M = 1000, so every angle lies in [−π/2, π/2] and every cosine in [0, 1].

Why this ``cross`` and not the paper's max{cx, cy}: max is not a finite sum of products of functions of i and
of j, so it cannot be moved past the sum over j, and cosformer would need the N×N matrix. The inclusion–
exclusion (probabilistic OR) form 1 − (1 − cx)(1 − cy) keeps what the cross pattern is for: it is exactly 1
for any pair aligned on either axis (cx = 1 or cy = 1, the same as max), it lies between max{cx, cy} and 1
(bounded, never negative), it decays only when a pair is off both axes, and it is separable. We use this one
definition for full attention too, so LayoutLM+cross and LayoutCosformer+cross are comparable.
``cross_max_matrix`` (the paper's max) is kept for reference and plots only.
"""

from __future__ import annotations

import math

import torch
from torch import nn

GRID = 1000.0


# --- coordinates ------------------------------------------------------------------------------------------
def box_centres(bbox: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """(B, N, 4) boxes on the 0..1000 grid → x and y centres, each (B, N) float32."""
    b = bbox.float()
    return (b[..., 0] + b[..., 2]) / 2, (b[..., 1] + b[..., 3]) / 2


def sequence_positions(key_mask: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """1-based position of each real token among the real tokens, and M = the sequence's own unpadded length.

    (B, N) bool → positions (B, N) float, M (B, 1) float. Counting real tokens only makes the re-weighting the
    same whether the padding is on the right, on the left, or absent."""
    pos = key_mask.float().cumsum(-1)
    m = pos[:, -1:].clamp_min(1.0)
    return pos, m


# --- separable forms ---------------------------------------------------------------------------------------
def _cos_terms(p: torch.Tensor, scale: torch.Tensor | float) -> torch.Tensor:
    """cos(scale·(p_i − p_j)) as 2 terms: [cos(scale·p), sin(scale·p)] on both sides. (B, N) → (B, N, 2)."""
    a = p * scale
    return torch.stack([a.cos(), a.sin()], dim=-1)


def _outer_terms(f: torch.Tensor, g: torch.Tensor) -> torch.Tensor:
    """Terms of the product of two separable biases: (B, N, T1), (B, N, T2) → (B, N, T1·T2)."""
    return (f.unsqueeze(-1) * g.unsqueeze(-2)).flatten(-2)


def combine_features(
    a: tuple[torch.Tensor, torch.Tensor] | None, b: tuple[torch.Tensor, torch.Tensor] | None
) -> tuple[torch.Tensor, torch.Tensor] | None:
    """Element-wise product of two separable biases (either may be None = all ones)."""
    if a is None:
        return b
    if b is None:
        return a
    return _outer_terms(a[0], b[0]), _outer_terms(a[1], b[1])


def cos1d_features(key_mask: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """cosFormer's re-weighting cos(π/2 · (i − j)/M), M the sequence's own unpadded length."""
    pos, m = sequence_positions(key_mask)
    f = _cos_terms(pos, (math.pi / 2) / m)
    return f, f


def squircle_features(bbox: torch.Tensor, m: float = GRID) -> tuple[torch.Tensor, torch.Tensor]:
    x, y = box_centres(bbox)
    a = math.pi / (2 * m)
    f = _outer_terms(_cos_terms(x, a), _cos_terms(y, a))  # (B, N, 4)
    return f, f


def cross_features(bbox: torch.Tensor, m: float = GRID) -> tuple[torch.Tensor, torch.Tensor]:
    x, y = box_centres(bbox)
    a = math.pi / (2 * m)
    fx, fy = _cos_terms(x, a), _cos_terms(y, a)
    fxy = _outer_terms(fx, fy)
    # cx + cy − cx·cy: the minus sign goes on the query side only.
    return torch.cat([fx, fy, -fxy], dim=-1), torch.cat([fx, fy, fxy], dim=-1)  # (B, N, 8)


def features_to_matrix(feats: tuple[torch.Tensor, torch.Tensor]) -> torch.Tensor:
    """The N×N matrix a separable form stands for (tests and references only)."""
    gq, gk = feats
    return gq @ gk.transpose(-1, -2)


# --- explicit matrices -------------------------------------------------------------------------------------
def _cos_diff(p: torch.Tensor, scale: torch.Tensor | float) -> torch.Tensor:
    return torch.cos(scale * (p.unsqueeze(-1) - p.unsqueeze(-2)))  # (B, N, N)


def cos1d_matrix(key_mask: torch.Tensor) -> torch.Tensor:
    pos, m = sequence_positions(key_mask)
    return _cos_diff(pos, ((math.pi / 2) / m).unsqueeze(-1))


def squircle_matrix(bbox: torch.Tensor, m: float = GRID) -> torch.Tensor:
    x, y = box_centres(bbox)
    a = math.pi / (2 * m)
    return _cos_diff(x, a) * _cos_diff(y, a)


def cross_matrix(bbox: torch.Tensor, m: float = GRID) -> torch.Tensor:
    x, y = box_centres(bbox)
    a = math.pi / (2 * m)
    cx, cy = _cos_diff(x, a), _cos_diff(y, a)
    return cx + cy - cx * cy


def cross_max_matrix(bbox: torch.Tensor, m: float = GRID) -> torch.Tensor:
    """Douzon et al.'s literal definition max{cx, cy} (not separable; not used by the model)."""
    x, y = box_centres(bbox)
    a = math.pi / (2 * m)
    return torch.maximum(_cos_diff(x, a), _cos_diff(y, a))


BIAS_MATRICES = {"squircle": squircle_matrix, "cross": cross_matrix}
BIAS_FEATURES = {"squircle": squircle_features, "cross": cross_features}


# --- LAMBERT -----------------------------------------------------------------------------------------------
def relative_position_bucket(rel: torch.Tensor, num_buckets: int, max_distance: int) -> torch.Tensor:
    """T5's bidirectional log buckets: exact below num_buckets/4, logarithmic up to max_distance, then one."""
    half = num_buckets // 2
    bucket = (rel > 0).long() * half
    n = rel.abs()
    max_exact = max(half // 2, 1)
    large = max_exact + (
        torch.log(n.float().clamp_min(1) / max_exact) / math.log(max(max_distance / max_exact, 1 + 1e-6))
        * (half - max_exact)
    ).long()
    large = large.clamp(max=half - 1)
    return bucket + torch.where(n < max_exact, n, large)


class LambertBias(nn.Module):
    """β_ij = W(bucket(i − j)) + H(⌊ξ_i − ξ_j⌋) + V(⌊η_i − η_j⌋), one value per head (Garncarek et al.).

    (ξ, η) = (C·x0, C·(y0 + y1)/2) with coordinates in [0, 1]; H and V are defined on l ∈ [−C, C). Computed
    once per forward and shared by all layers (as T5 does). The tables start at zero so a transferred model
    starts exactly as its checkpoint and learns the bias."""

    def __init__(self, num_heads: int, num_buckets: int, max_distance: int, c: int):
        super().__init__()
        self.num_buckets, self.max_distance, self.c = num_buckets, max_distance, c
        self.w = nn.Embedding(num_buckets, num_heads)
        self.h = nn.Embedding(2 * c, num_heads)
        self.v = nn.Embedding(2 * c, num_heads)

    def reset_parameters(self) -> None:
        for emb in (self.w, self.h, self.v):
            nn.init.zeros_(emb.weight)

    def forward(self, bbox: torch.Tensor, n: int) -> torch.Tensor:  # (B, N, 4) → (B, H, N, N)
        pos = torch.arange(n, device=bbox.device)
        rel = pos.unsqueeze(0) - pos.unsqueeze(1)  # (N, N): j − i
        w = self.w(relative_position_bucket(rel, self.num_buckets, self.max_distance))  # (N, N, H)
        b = bbox.float()
        xi = self.c * b[..., 0] / GRID  # (B, N)
        eta = self.c * (b[..., 1] + b[..., 3]) / 2 / GRID
        dx = torch.floor(xi.unsqueeze(-1) - xi.unsqueeze(-2)).long().clamp(-self.c, self.c - 1) + self.c
        dy = torch.floor(eta.unsqueeze(-1) - eta.unsqueeze(-2)).long().clamp(-self.c, self.c - 1) + self.c
        bias = w.unsqueeze(0) + self.h(dx) + self.v(dy)  # (B, N, N, H)
        return bias.permute(0, 3, 1, 2)
