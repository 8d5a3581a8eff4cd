"""Task heads on top of the encoder's last hidden states."""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from docx_cli.modeling.configuration import DocxConfig
from docx_cli.modeling.encoder import ACT_FNS


def token_loss(logits: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
    """Mean cross-entropy over positions whose label is not -100 (0, not NaN, when there are none)."""
    flat = labels.reshape(-1)
    if not bool((flat != -100).any()):
        return logits.sum() * 0.0  # keeps the graph (and the device) without a NaN
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]).float(), flat, ignore_index=-100)


class TokenClassificationHead(nn.Module):
    """BIESO tag per token: dropout + linear."""

    def __init__(self, cfg: DocxConfig):
        super().__init__()
        p = cfg.hidden_dropout_prob if cfg.classifier_dropout is None else cfg.classifier_dropout
        self.dropout = nn.Dropout(p)
        self.classifier = nn.Linear(cfg.hidden_size, cfg.num_labels)

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:  # (B, N, H) → (B, N, num_labels)
        return self.classifier(self.dropout(hidden))


class MLMHead(nn.Module):
    """BERT's masked-LM head: dense + activation + LayerNorm, then a decoder tied to the word embeddings."""

    def __init__(self, cfg: DocxConfig, word_embeddings: nn.Embedding):
        super().__init__()
        self.dense = nn.Linear(cfg.hidden_size, cfg.hidden_size)
        self.act = ACT_FNS[cfg.hidden_act]
        self.LayerNorm = nn.LayerNorm(cfg.hidden_size, eps=cfg.layer_norm_eps)
        self.decoder = nn.Linear(cfg.hidden_size, cfg.vocab_size, bias=False)
        self.decoder.weight = word_embeddings.weight  # tied
        self.bias = nn.Parameter(torch.zeros(cfg.vocab_size))

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:  # (..., H) → (..., V): (B, N, H) or (K, H) gathered
        return self.decoder(self.LayerNorm(self.act(self.dense(hidden)))) + self.bias
