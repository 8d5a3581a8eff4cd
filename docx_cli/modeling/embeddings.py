"""Input embeddings: word + learned 1D position + token type + (per format) layout or XPath, then LayerNorm.

    document:  word + pos + type + DocAdapter[layout(bbox)]      (adapter only with format_adapters, i.e. XDoc)
    web:       word + pos + type + WebAdapter[xpath(tags, subs)]
    plain:     word + pos + type

Module names follow transformers' BERT/LayoutLM (word_embeddings, position_embeddings, LayerNorm …) so that
weight transfer is a rename of prefixes, not a translation table.
"""

from __future__ import annotations

import math

import torch
from torch import nn

from docx_cli.modeling.configuration import DocxConfig
from docx_cli.modeling.xpath import XPATH_TAGS


class LearnedLayoutEmbedding(nn.Module):
    """LayoutLM's 2D position tables over the 0..1000 grid: x for x0 and x1, y for y0 and y1, plus w and h.
    (LayoutLM shares one table between x0 and x1 and one between y0 and y1; we keep its layout exactly so a
    LayoutLM checkpoint loads into it unchanged.)"""

    def __init__(self, cfg: DocxConfig):
        super().__init__()
        n, h = cfg.max_2d_position_embeddings, cfg.hidden_size
        self.x_position_embeddings = nn.Embedding(n, h)
        self.y_position_embeddings = nn.Embedding(n, h)
        self.h_position_embeddings = nn.Embedding(n, h)
        self.w_position_embeddings = nn.Embedding(n, h)
        self.max_coord = n - 1

    def forward(self, bbox: torch.Tensor) -> torch.Tensor:  # (B, N, 4) long → (B, N, H)
        bbox = bbox.clamp(0, self.max_coord)
        x0, y0, x1, y1 = bbox.unbind(-1)
        # A box with x1 < x0 (bad input) would index a negative width: clamp like the coordinates.
        w = (x1 - x0).clamp(0, self.max_coord)
        h = (y1 - y0).clamp(0, self.max_coord)
        return (self.x_position_embeddings(x0) + self.y_position_embeddings(y0)
                + self.x_position_embeddings(x1) + self.y_position_embeddings(y1)
                + self.h_position_embeddings(h) + self.w_position_embeddings(w))


class SinusoidalLayoutEmbedding(nn.Module):
    """LAMBERT (Garncarek et al.): each coordinate t ∈ [0, 1] gives (sin tθ; cos tθ), θ geometric from 1 to 500;
    the four coordinates are concatenated (8d) and a linear layer, initialised N(0, σ²) with σ = 0.02 so the
    term starts small beside the pretrained embeddings, maps them to the hidden size."""

    def __init__(self, cfg: DocxConfig):
        super().__init__()
        d = cfg.sinusoidal_dim
        self.d, self.max_scale = d, cfg.sinusoidal_max_scale
        self.linear = nn.Linear(8 * d, cfg.hidden_size, bias=False)
        self.init_std = cfg.layout_init_std
        self.grid = 1000.0

    def reset_parameters(self) -> None:
        nn.init.normal_(self.linear.weight, mean=0.0, std=self.init_std)

    @property
    def theta(self) -> torch.Tensor:
        """(d,) float32, geometric from 1 to max_scale. Not a buffer: model.to(bfloat16) must not round it
        (angles reach 500 rad, where bfloat16 is off by whole radians)."""
        if self.d == 1:
            return torch.ones(1, device=self.linear.weight.device)
        return torch.logspace(0.0, math.log10(self.max_scale), self.d, device=self.linear.weight.device)

    def features(self, bbox: torch.Tensor) -> torch.Tensor:  # (B, N, 4) → (B, N, 8d) float32
        t = bbox.float().clamp(0, self.grid) / self.grid  # coordinates in [0, 1]
        angles = t.unsqueeze(-1) * self.theta  # (B, N, 4, d)
        feats = torch.cat([angles.sin(), angles.cos()], dim=-1)  # (B, N, 4, 2d): (sin tθ; cos tθ) per coord
        return feats.flatten(-2)

    def forward(self, bbox: torch.Tensor) -> torch.Tensor:
        return self.linear(self.features(bbox).to(self.linear.weight.dtype))


class XPathEmbedding(nn.Module):
    """XDoc / MarkupLM (Chen et al., appendix A): at each depth j, TagEmb_j(tag) + SubEmb_j(sub), with tables that
    differ per depth; the depths are concatenated into a (depth × unit) vector. The per-depth tables are one
    table with depth-offset ids, so there is no Python loop over depths."""

    def __init__(self, cfg: DocxConfig):
        super().__init__()
        self.depth, self.unit = cfg.max_xpath_depth, cfg.xpath_unit_size
        self.num_tags, self.num_subs = len(XPATH_TAGS), cfg.max_xpath_subscript
        self.tag_embeddings = nn.Embedding(self.depth * self.num_tags, self.unit)
        self.sub_embeddings = nn.Embedding(self.depth * self.num_subs, self.unit)
        self.register_buffer("depth_index", torch.arange(self.depth), persistent=False)

    @property
    def out_features(self) -> int:
        return self.depth * self.unit

    def forward(self, tags: torch.Tensor, subs: torch.Tensor) -> torch.Tensor:  # (B, N, D) → (B, N, depth·unit)
        b, n, d = tags.shape
        if d < self.depth:  # callers may pass fewer depths: pad with PAD tag / subscript 0
            pad = (0, self.depth - d)
            tags, subs = nn.functional.pad(tags, pad), nn.functional.pad(subs, pad)
        tags = tags[..., : self.depth].clamp(0, self.num_tags - 1)
        subs = subs[..., : self.depth].clamp(0, self.num_subs - 1)
        ts = (self.tag_embeddings(tags + self.depth_index * self.num_tags)
              + self.sub_embeddings(subs + self.depth_index * self.num_subs))  # (B, N, depth, unit)
        return ts.reshape(b, n, self.depth * self.unit)


class Adapter(nn.Sequential):
    """XDoc's adaptive layer: Linear-ReLU-Linear, one per format, not shared."""

    def __init__(self, in_features: int, inner: int, out_features: int):
        super().__init__(nn.Linear(in_features, inner), nn.ReLU(), nn.Linear(inner, out_features))


class DocxEmbeddings(nn.Module):
    def __init__(self, cfg: DocxConfig):
        super().__init__()
        h = cfg.hidden_size
        self.word_embeddings = nn.Embedding(cfg.vocab_size, h, padding_idx=cfg.pad_token_id)
        self.position_embeddings = nn.Embedding(cfg.max_length, h)
        self.token_type_embeddings = nn.Embedding(cfg.type_vocab_size, h)
        self.LayerNorm = nn.LayerNorm(h, eps=cfg.layer_norm_eps)
        self.dropout = nn.Dropout(cfg.hidden_dropout_prob)
        self.formats = tuple(cfg.formats)

        self.layout: nn.Module | None = None
        if "document" in cfg.formats:
            self.layout = (LearnedLayoutEmbedding(cfg) if cfg.layout_embedding == "learned"
                           else SinusoidalLayoutEmbedding(cfg))
        self.xpath = XPathEmbedding(cfg) if "web" in cfg.formats else None

        inner = cfg.adapter_inner_size or h
        self.adapters = nn.ModuleDict()
        if cfg.format_adapters:
            if "document" in cfg.formats:
                self.adapters["document"] = Adapter(h, inner, h)
            if "web" in cfg.formats:
                self.adapters["web"] = Adapter(self.xpath.out_features, inner, h)
        self.register_buffer("position_ids", torch.arange(cfg.max_length), persistent=False)

    def forward(
        self,
        input_ids: torch.Tensor,  # (B, N)
        format: str = "document",
        bbox: torch.Tensor | None = None,  # (B, N, 4)
        xpath_tags: torch.Tensor | None = None,  # (B, N, D)
        xpath_subs: torch.Tensor | None = None,
        token_type_ids: torch.Tensor | None = None,
        position_ids: torch.Tensor | None = None,  # (B, N) long; None: 0..N-1
    ) -> torch.Tensor:
        b, n = input_ids.shape
        positions = self.position_ids[:n] if position_ids is None else position_ids
        emb = self.word_embeddings(input_ids) + self.position_embeddings(positions)
        if token_type_ids is None:
            emb = emb + self.token_type_embeddings.weight[0]
        else:
            emb = emb + self.token_type_embeddings(token_type_ids)

        extra = None
        if format == "document":
            if bbox is None:  # LayoutLM's convention: no boxes means all-zero boxes
                bbox = input_ids.new_zeros(b, n, 4)
            extra = self.layout(bbox)
        elif format == "web":
            if xpath_tags is None:
                xpath_tags = input_ids.new_zeros(b, n, 1)
            if xpath_subs is None:
                xpath_subs = torch.zeros_like(xpath_tags)
            extra = self.xpath(xpath_tags, xpath_subs)
        if extra is not None:
            if format in self.adapters:
                extra = self.adapters[format](extra)
            emb = emb + extra
        return self.dropout(self.LayerNorm(emb))
