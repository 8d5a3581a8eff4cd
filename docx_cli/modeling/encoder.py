"""The transformer body: BERT's post-LayerNorm layers around a pluggable self-attention.

Module names mirror transformers' BertLayer (attention.self / attention.output / intermediate / output) so a
BERT or LayoutLM checkpoint maps onto them by prefix. The per-forward attention context (padding mask, bias
matrices or separable re-weighting) is built once here and shared by all layers.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from docx_cli.modeling.attention import AttentionContext, build_self_attention
from docx_cli.modeling.attention.bias import (
    BIAS_FEATURES,
    BIAS_MATRICES,
    LambertBias,
    combine_features,
    cos1d_features,
)
from docx_cli.modeling.attention.linformer import segment_pooling
from docx_cli.modeling.configuration import DocxConfig

ACT_FNS = {
    "gelu": F.gelu,
    "gelu_new": lambda x: F.gelu(x, approximate="tanh"),
    "gelu_pytorch_tanh": lambda x: F.gelu(x, approximate="tanh"),
    "relu": F.relu,
    "silu": F.silu,
}


class SelfOutput(nn.Module):
    def __init__(self, cfg: DocxConfig):
        super().__init__()
        self.dense = nn.Linear(cfg.hidden_size, cfg.hidden_size)
        self.LayerNorm = nn.LayerNorm(cfg.hidden_size, eps=cfg.layer_norm_eps)
        self.dropout = nn.Dropout(cfg.hidden_dropout_prob)

    def forward(self, x: torch.Tensor, residual: torch.Tensor) -> torch.Tensor:
        return self.LayerNorm(self.dropout(self.dense(x)) + residual)


class Attention(nn.Module):
    def __init__(self, cfg: DocxConfig):
        super().__init__()
        self.self = build_self_attention(cfg)
        self.output = SelfOutput(cfg)

    def forward(self, hidden: torch.Tensor, ctx: AttentionContext) -> torch.Tensor:
        return self.output(self.self(hidden, ctx), hidden)


# oneDNN's GEMM with the bias and GELU applied as it writes its output (the kernel torch.compile emits for this
# pattern on a CPU): one pass over the (N, 4·C) activation instead of three (bias copy, GEMM, GELU). A private
# op, so looked up once and used only where it exists, on a CPU, without autograd; otherwise the plain steps.
_FUSED_GELU = {"gelu": "none", "gelu_new": "tanh", "gelu_pytorch_tanh": "tanh"}  # hidden_act → GELU algorithm
_linear_pointwise = getattr(getattr(torch.ops, "mkldnn", None), "_linear_pointwise", None)


class Intermediate(nn.Module):
    def __init__(self, cfg: DocxConfig):
        super().__init__()
        self.dense = nn.Linear(cfg.hidden_size, cfg.intermediate_size)
        self.act = ACT_FNS[cfg.hidden_act]
        self.fused_gelu = _FUSED_GELU.get(cfg.hidden_act)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if (self.fused_gelu is not None and _linear_pointwise is not None and x.device.type == "cpu"
                and not torch.is_grad_enabled() and x.dtype in (torch.float32, torch.bfloat16)
                and x.dtype == self.dense.weight.dtype):  # not under autocast: the op does not cast
            flat = x.reshape(-1, x.shape[-1])  # (B·N, C): the op takes matrices
            out = _linear_pointwise(flat, self.dense.weight, self.dense.bias, "gelu", [], self.fused_gelu)
            return out.view(*x.shape[:-1], out.shape[-1])  # (B, N, 4·C)
        return self.act(self.dense(x))


class Output(nn.Module):
    def __init__(self, cfg: DocxConfig):
        super().__init__()
        self.dense = nn.Linear(cfg.intermediate_size, cfg.hidden_size)
        self.LayerNorm = nn.LayerNorm(cfg.hidden_size, eps=cfg.layer_norm_eps)
        self.dropout = nn.Dropout(cfg.hidden_dropout_prob)

    def forward(self, x: torch.Tensor, residual: torch.Tensor) -> torch.Tensor:
        return self.LayerNorm(self.dropout(self.dense(x)) + residual)


class Layer(nn.Module):
    def __init__(self, cfg: DocxConfig):
        super().__init__()
        self.attention = Attention(cfg)
        self.intermediate = Intermediate(cfg)
        self.output = Output(cfg)

    def forward(self, hidden: torch.Tensor, ctx: AttentionContext) -> torch.Tensor:
        a = self.attention(hidden, ctx)
        return self.output(self.intermediate(a), a)


class DocxEncoder(nn.Module):
    def __init__(self, cfg: DocxConfig):
        super().__init__()
        self.cfg = cfg
        self.layer = nn.ModuleList(Layer(cfg) for _ in range(cfg.num_hidden_layers))
        self.lambert_bias = (
            LambertBias(cfg.num_attention_heads, cfg.lambert_num_buckets, cfg.lambert_max_distance,
                        cfg.lambert_2d_buckets)
            if cfg.relative_bias == "lambert" else None
        )

    def build_context(self, key_mask: torch.Tensor, bbox: torch.Tensor | None, dtype: torch.dtype) -> AttentionContext:
        """key_mask (B, N) bool; bbox (B, N, 4) or None (then the 2D biases see all-zero boxes, i.e. none)."""
        cfg = self.cfg
        b, n = key_mask.shape
        # A row of only padding would have no key to attend to (softmax of nothing = NaN): let it see itself.
        key_mask = key_mask | ~key_mask.any(dim=-1, keepdim=True)
        if bbox is None and cfg.relative_bias != "none":
            bbox = key_mask.new_zeros(b, n, 4, dtype=torch.long)

        if cfg.attention == "cosformer":
            reweight = cos1d_features(key_mask) if cfg.use_cosformer_reweight else None
            if cfg.relative_bias in BIAS_FEATURES:
                reweight = combine_features(reweight, BIAS_FEATURES[cfg.relative_bias](bbox, cfg.relative_bias_range))
            return AttentionContext(key_mask=key_mask, reweight=reweight)
        if cfg.attention == "linformer" and cfg.linformer_projection == "pooled":
            return AttentionContext(key_mask=key_mask, linformer_pool=segment_pooling(key_mask, cfg.linformer_k))
        if cfg.attention != "full":
            return AttentionContext(key_mask=key_mask)

        if cfg.relative_bias == "none":
            return AttentionContext(key_mask=key_mask, full_mask=key_mask[:, None, None, :])  # (B, 1, 1, N)
        if cfg.relative_bias == "lambert":
            bias = self.lambert_bias(bbox, n)  # (B, H, N, N) additive
        else:
            # Multiplicative B enters as log B (see attention/full.py); B_ii = 1 so every row keeps a finite entry.
            bias = BIAS_MATRICES[cfg.relative_bias](bbox, cfg.relative_bias_range)
            bias = bias.clamp_min(1e-30).log().unsqueeze(1)  # (B, 1, N, N)
        bias = bias.to(dtype).masked_fill(~key_mask[:, None, None, :], torch.finfo(dtype).min)
        return AttentionContext(key_mask=key_mask, full_mask=bias)

    def forward(self, hidden: torch.Tensor, key_mask: torch.Tensor, bbox: torch.Tensor | None) -> torch.Tensor:
        ctx = self.build_context(key_mask, bbox, hidden.dtype)
        for layer in self.layer:
            hidden = layer(hidden, ctx)
        return hidden
