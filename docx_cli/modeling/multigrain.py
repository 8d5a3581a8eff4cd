"""The multi-grained layer (Zheng et al., ACL 2020, "Document Modeling with Graph Attention Networks for
Multi-grained Machine Reading Comprehension"), on a document's own structure: tokens, lines, blocks, document.

The paper puts a graph encoder on top of BERT: a document is a tree of four granularities (token, sentence,
paragraph, document), made a graph by adding token–paragraph, token–document and sentence–document edges so
any two nodes are at most two steps apart. Its layers are

1. *graph initialisation* (once): each higher node is the average of the tokens under it, plus a node-type
   embedding;
2. *graph attention* among nodes, with a learned relation embedding on each edge;
3. *graph integration*: each token combines its own state with its nodes', the result concatenated with the
   input and passed through a feed-forward layer.

Here the granularities are the layout's: a token's line and block come from the Document's ``line_id`` /
``block_id`` (reading order, OCR or the source format), carried per token by chunking (``line_ids`` /
``block_ids``, -1 for [CLS]/[SEP], padding and words without one). So a line-item row (one line) or a
key/value block is one node, and every token of it reads that node.

Choices, and why:

- Node attention is among *all* nodes of the sequence (lines, blocks, the document node), with a per-head
  bias for each relation: (kind of i, kind of j, whether they share a block) and self. The paper's graph
  allows two-step paths between any two nodes anyway (all through the document node); direct line-to-line
  attention lets a row meet the header row of its table in one step, and the relation bias lets the model
  learn the paper's structure (own block, other block, document) instead of it being fixed. Nodes are few
  (a page has tens of lines), so the M × M scores cost little next to the tokens.
- Tokens attend to four slots only: themselves, their line, their block, the document (a missing slot is
  masked), with a per-head bias per slot (the paper's relation embedding, here a scalar per head).
- The token update is a residual whose last projection starts at zero: a model built on a trained checkpoint
  (models/default by weight transfer) starts with exactly the checkpoint's outputs and learns how much of
  the structure to use. Padded tokens are never a node member and are left unchanged.
- One layer by default (``multigrain_layers``): the paper found more graph layers did not help when
  fine-tuning from a pre-trained encoder.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from docx_cli.modeling.configuration import DocxConfig

LINE, BLOCK, DOC = 0, 1, 2
NUM_RELATIONS = 3 * 3 * 2 + 1  # (kind i, kind j, same block) + self
SLOTS = 4  # token, line, block, document


def compact_ids(ids: torch.Tensor, valid: torch.Tensor) -> tuple[torch.Tensor, int]:
    """Any non-negative ids → dense 0..L-1 per row (in increasing id order), -1 where not ``valid``.

    (B, N) long, (B, N) bool → (B, N) long, L = the most distinct ids in a row (0 if none)."""
    valid = valid & (ids >= 0)
    big = torch.iinfo(torch.long).max
    keyed = torch.where(valid, ids, torch.full_like(ids, big))
    ordered, order = keyed.sort(dim=-1)
    step = torch.zeros_like(ordered)
    step[:, 1:] = (ordered[:, 1:] != ordered[:, :-1]).long()
    dense = torch.zeros_like(ids).scatter(-1, order, step.cumsum(-1))
    dense = torch.where(valid, dense, torch.full_like(dense, -1))
    return dense, int(dense.max().item()) + 1 if bool(valid.any()) else 0


def _scatter_mean(hidden: torch.Tensor, index: torch.Tensor, size: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Mean of the tokens per node. hidden (B, N, C), index (B, N) in [0, size) or -1 → (B, size, C), counts
    (B, size)."""
    b, n, c = hidden.shape
    slot = torch.where(index >= 0, index, torch.full_like(index, size))  # -1 → a dump row, dropped below
    total = hidden.new_zeros(b, size + 1, c).scatter_add_(1, slot[..., None].expand(b, n, c), hidden)
    count = hidden.new_zeros(b, size + 1).scatter_add_(1, slot, torch.ones_like(slot, dtype=hidden.dtype))
    total, count = total[:, :size], count[:, :size]
    return total / count.clamp_min(1.0)[..., None], count


def _gather(nodes: torch.Tensor, index: torch.Tensor) -> torch.Tensor:
    """nodes (B, M, C), index (B, N) in [0, M) or -1 (→ row 0, masked by the caller) → (B, N, C)."""
    b, n = index.shape
    return nodes.gather(1, index.clamp_min(0)[..., None].expand(b, n, nodes.shape[-1]))


class FeedForward(nn.Module):
    def __init__(self, d_in: int, d_inner: int, d_out: int, dropout: float):
        super().__init__()
        self.dense_in = nn.Linear(d_in, d_inner)
        self.dense_out = nn.Linear(d_inner, d_out)
        self.dropout = nn.Dropout(dropout)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.dropout(self.dense_out(F.gelu(self.dense_in(x))))


class MultigrainLayer(nn.Module):
    """Node attention (lines, blocks, document), then each token integrates its line, block and document."""

    def __init__(self, cfg: DocxConfig):
        super().__init__()
        c, self.num_heads, self.head_dim = cfg.hidden_size, cfg.num_attention_heads, cfg.head_dim
        self.node_qkv = nn.Linear(c, 3 * c)
        self.node_out = nn.Linear(c, c)
        self.node_norm = nn.LayerNorm(c, eps=cfg.layer_norm_eps)
        self.node_ffn = FeedForward(c, cfg.intermediate_size, c, cfg.hidden_dropout_prob)
        self.node_ffn_norm = nn.LayerNorm(c, eps=cfg.layer_norm_eps)
        self.relation_bias = nn.Embedding(NUM_RELATIONS, cfg.num_attention_heads)
        self.token_q = nn.Linear(c, c)
        self.slot_kv = nn.Linear(c, 2 * c)
        self.slot_bias = nn.Parameter(torch.zeros(SLOTS, cfg.num_attention_heads))
        self.integrate = FeedForward(2 * c, cfg.intermediate_size, c, cfg.hidden_dropout_prob)
        self.dropout = nn.Dropout(cfg.hidden_dropout_prob)
        self.attn_dropout_p = cfg.attention_probs_dropout_prob

    def reset_parameters(self) -> None:
        """After the generic BERT initialisation: biases start neutral, the token update starts at zero."""
        nn.init.zeros_(self.relation_bias.weight)
        nn.init.zeros_(self.slot_bias)
        nn.init.zeros_(self.integrate.dense_out.weight)
        nn.init.zeros_(self.integrate.dense_out.bias)

    def _heads(self, x: torch.Tensor) -> torch.Tensor:  # (B, M, C) → (B, H, M, D)
        b, m, _ = x.shape
        return x.view(b, m, self.num_heads, self.head_dim).transpose(1, 2)

    def forward(self, tokens: torch.Tensor, nodes: torch.Tensor, graph: Graph) -> tuple[torch.Tensor, torch.Tensor]:
        # -- node attention: (B, M, C) ------------------------------------------------------------------------
        b, m, c = nodes.shape
        q, k, v = (self._heads(t) for t in self.node_qkv(nodes).split(c, dim=-1))  # (B, H, M, D)
        bias = self.relation_bias(graph.relations).permute(0, 3, 1, 2).to(q.dtype)  # (B, H, M, M)
        bias = bias.masked_fill(~graph.node_mask[:, None, None, :], torch.finfo(q.dtype).min)
        dropout = self.attn_dropout_p if self.training else 0.0
        att = F.scaled_dot_product_attention(q, k, v, attn_mask=bias, dropout_p=dropout)  # (B, H, M, D)
        att = att.transpose(1, 2).reshape(b, m, c)
        nodes = self.node_norm(nodes + self.dropout(self.node_out(att)))
        nodes = self.node_ffn_norm(nodes + self.node_ffn(nodes))

        # -- graph integration: each token over its 4 slots ----------------------------------------------------
        bt, n, _ = tokens.shape
        slots = torch.stack([tokens, _gather(nodes, graph.line_slot), _gather(nodes, graph.block_slot),
                             nodes[:, -1:].expand(bt, n, c)], dim=2)  # (B, N, 4, C)
        kk, vv = self.slot_kv(slots).split(c, dim=-1)
        kk = kk.view(bt, n, SLOTS, self.num_heads, self.head_dim)  # (B, N, 4, H, D)
        vv = vv.view(bt, n, SLOTS, self.num_heads, self.head_dim)
        qq = self.token_q(tokens).view(bt, n, 1, self.num_heads, self.head_dim)
        scores = (qq * kk).sum(-1) * self.head_dim ** -0.5 + self.slot_bias.to(qq.dtype)  # (B, N, 4, H)
        scores = scores.masked_fill(~graph.slot_mask[..., None], torch.finfo(scores.dtype).min)
        probs = torch.softmax(scores.float(), dim=2).to(vv.dtype)
        if dropout:
            probs = F.dropout(probs, p=dropout)
        z = (probs[..., None] * vv).sum(2).reshape(bt, n, c)  # (B, N, C)
        update = self.integrate(torch.cat([tokens, z], dim=-1))  # (B, N, C): zero at initialisation
        tokens = tokens + update * graph.token_mask[..., None].to(update.dtype)  # padding left as it was
        return tokens, nodes


class Graph:
    """The per-forward structure, built once and read by every layer.

    line_slot / block_slot (B, N): each token's node index in the (B, M) node axis, -1 = none;
    slot_mask (B, N, 4): which of (token, line, block, document) a token may read;
    node_mask (B, M): nodes with at least one token (the document node always);
    relations (B, M, M): relation index of each node pair; token_mask (B, N): real tokens;
    init (B, M, C): the nodes' initial states (mean of their tokens)."""

    def __init__(self, hidden: torch.Tensor, key_mask: torch.Tensor, line_ids: torch.Tensor | None,
                 block_ids: torch.Tensor | None):
        b, n, _ = hidden.shape
        none = torch.full((b, n), -1, dtype=torch.long, device=hidden.device)
        line, n_lines = compact_ids(none if line_ids is None else line_ids.long(), key_mask)
        block, n_blocks = compact_ids(none if block_ids is None else block_ids.long(), key_mask)
        line_mean, line_count = _scatter_mean(hidden, line, n_lines)  # (B, L, C)
        block_mean, block_count = _scatter_mean(hidden, block, n_blocks)  # (B, K, C)
        doc_mean, _ = _scatter_mean(hidden, torch.where(key_mask, 0, -1), 1)  # (B, 1, C)
        self.init = torch.cat([line_mean, block_mean, doc_mean], dim=1)  # (B, M, C), M = L + K + 1
        self.kinds = torch.tensor([LINE] * n_lines + [BLOCK] * n_blocks + [DOC], device=hidden.device)
        ones = torch.ones(b, 1, dtype=torch.bool, device=hidden.device)
        self.node_mask = torch.cat([line_count > 0, block_count > 0, ones], dim=1)  # (B, M)
        self.token_mask = key_mask
        self.line_slot = line
        self.block_slot = torch.where(block >= 0, block + n_lines, block)
        self.slot_mask = torch.stack([key_mask | True, line >= 0, block >= 0, key_mask | True], dim=-1)

        # each line's block (a line lies in one block; -1 if its tokens have none)
        line_block = torch.full((b, n_lines + 1), -1, dtype=torch.long, device=hidden.device)
        dump = torch.where(line >= 0, line, torch.full_like(line, n_lines))
        line_block = line_block.scatter_reduce(1, dump, block, reduce="amax")[:, :n_lines]
        block_own = torch.arange(n_blocks, device=hidden.device).expand(b, n_blocks)
        node_block = torch.cat([line_block, block_own, torch.full((b, 1), -2, device=hidden.device,
                                                                  dtype=torch.long)], dim=1)  # (B, M)
        same = (node_block[:, :, None] == node_block[:, None, :]) & (node_block[:, :, None] >= 0)
        pair = (self.kinds[:, None] * 3 + self.kinds[None, :]).expand(b, -1, -1)  # (B, M, M)
        rel = pair * 2 + same.long()
        m = self.init.shape[1]
        self.relations = torch.where(torch.eye(m, dtype=torch.bool, device=hidden.device), NUM_RELATIONS - 1, rel)


class DocxMultigrain(nn.Module):
    """Graph initialisation (node means + node-type embedding), then ``multigrain_layers`` layers."""

    def __init__(self, cfg: DocxConfig):
        super().__init__()
        self.node_type = nn.Embedding(3, cfg.hidden_size)
        self.norm = nn.LayerNorm(cfg.hidden_size, eps=cfg.layer_norm_eps)
        self.layer = nn.ModuleList(MultigrainLayer(cfg) for _ in range(cfg.multigrain_layers))

    def reset_parameters(self) -> None:
        for layer in self.layer:
            layer.reset_parameters()

    def forward(self, hidden: torch.Tensor, key_mask: torch.Tensor, line_ids: torch.Tensor | None,
                block_ids: torch.Tensor | None) -> torch.Tensor:
        """hidden (B, N, C), key_mask (B, N) bool, line_ids / block_ids (B, N) long (-1 = none) → (B, N, C)."""
        graph = Graph(hidden, key_mask, line_ids, block_ids)
        nodes = self.norm(graph.init + self.node_type(graph.kinds)[None].to(hidden.dtype))
        for layer in self.layer:
            hidden, nodes = layer(hidden, nodes, graph)
        return hidden
