"""Run a token-classification model over Documents and read back one probability row per word.

One code path for `docx extract` (:func:`docx_cli.pipeline.predict_words`), `docx evaluate` and the training
loop's validation (docx_cli/training imports it; it imports nothing from training). Chunks of all documents
are batched together (sorted by length, so a batch wastes little on padding: every attention kind,
Linformer's included — its E/F projections are cut to the batch length and padded keys zeroed — gives the
same outputs whatever the padding), run through the model, and merged back per document with
:func:`~docx_cli.layout.chunking.merge_word_logits` (windows that overlap are averaged)."""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import nullcontext
from typing import Any

import torch

from docx_cli.document import Document
from docx_cli.layout import chunking  # looked up at call time: `docx bench extract` times these functions


def autocast_for(device: torch.device, precision: str):
    """The autocast context for ``precision``: ``bf16`` / ``fp16`` asked for explicitly autocast on any device
    (fp16 falls back from bf16 on a GPU without it); ``auto`` is bf16 (or fp16) on CUDA and nothing elsewhere;
    ``no``: nothing. `docx extract` and `docx evaluate` in bf16 on a CPU do not autocast: they cast the
    weights (:func:`docx_cli.registry.prepare_for_inference`), which CPU autocast redoes at every forward."""
    if precision == "no" or (precision == "auto" and device.type != "cuda"):
        return nullcontext()
    if precision == "fp16" or (device.type == "cuda" and not torch.cuda.is_bf16_supported()):
        return torch.autocast(device.type, dtype=torch.float16)
    return torch.autocast(device.type, dtype=torch.bfloat16)


@torch.no_grad()
def predict_word_probs(
    model: Any,
    tokenizer: Any,
    docs: Sequence[Document],
    *,
    max_length: int,
    mode: str,
    stride: int | None = None,
    batch_size: int = 16,
    device: torch.device | str = "cpu",
    precision: str = "auto",
) -> list[torch.Tensor]:
    """For each document, (num_words, num_labels) softmax probabilities."""
    device = torch.device(device)
    cfg = model.config
    depth = cfg.max_xpath_depth if "web" in cfg.formats else None  # used by web documents only
    structure = bool(getattr(cfg, "multigrain", False))  # line / block ids per token, for the multigrain layer
    pages = bool(getattr(cfg, "positions_per_page", False))  # 1D positions restarting at each page
    chunked = [chunking.chunk_document(d, tokenizer, max_length=max_length, mode=mode, stride=stride,
                              max_xpath_depth=depth, with_structure=structure, page_positions=pages) for d in docs]
    flat = [(len(c), i, k) for i, cs in enumerate(chunked) for k, c in enumerate(cs)]
    flat.sort(key=lambda t: (chunked[t[1]][t[2]].format, t[0]))
    logits: dict[tuple[int, int], torch.Tensor] = {}
    was_training = model.training
    model.eval()
    try:
        start = 0
        while start < len(flat):
            fmt = chunked[flat[start][1]][flat[start][2]].format
            group = [t for t in flat[start:start + batch_size] if chunked[t[1]][t[2]].format == fmt]
            batch = chunking.collate([chunked[i][k] for _, i, k in group], cfg.pad_token_id)
            batch = chunking.to_device(batch, device)
            with autocast_for(device, precision):
                out = model(**batch).logits.float().cpu()  # (B, N, C)
            for row, (_, i, k) in enumerate(group):
                logits[(i, k)] = out[row]
            start += len(group)
    finally:
        model.train(was_training)
    probs = []
    for i, (doc, cs) in enumerate(zip(docs, chunked)):
        if not cs:
            probs.append(torch.zeros((doc.num_words, cfg.num_labels)))
            continue
        word_logits = chunking.merge_word_logits(cs, [logits[(i, k)] for k in range(len(cs))], doc.num_words)
        probs.append(torch.softmax(word_logits, dim=-1))
    return probs


def count_tokens(doc: Document, tokenizer: Any) -> int:
    """Subword tokens of the document's words (no specials): what the length buckets are measured in."""
    words = [w.text for _, w in doc.iter_words()]
    if not words:
        return 0
    return sum(max(1, len(ids)) for ids in tokenizer(words, add_special_tokens=False)["input_ids"])
