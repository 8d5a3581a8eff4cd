"""Score a token-classification model on labelled Documents (used by the training loop and ``docx evaluate``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import torch

from docx_cli.decode import DEFAULT, DecodeParams, Schema
from docx_cli.decode import decode as decode_document
from docx_cli.document import Document
from docx_cli.predict import count_tokens, predict_word_probs
from docx_cli.training.datasets.common import gold_fields, word_tags, word_texts
from docx_cli.training.metrics import DocPrediction, evaluate_predictions


def predictions_for(model: Any, tokenizer: Any, docs: Sequence[Document], *, max_length: int, mode: str,
                    stride: int | None = None, batch_size: int = 16, device: Any = "cpu",
                    precision: str = "auto", decode: str = "viterbi", types: Mapping[str, str] | None = None,
                    day_first: bool = True, params: DecodeParams = DEFAULT,
                    probs: list[torch.Tensor] | None = None) -> list[DocPrediction]:
    """``decode``: ``viterbi`` (:func:`docx_cli.decode.decode`, what `docx extract` returns: the best valid
    BIESO sequence, the repair rules of ``params``, values read with the model's declared ``types`` (labels.json)
    and ``day_first``) or ``argmax`` (each word's own best tag). ``probs``: word
    probabilities already computed for ``docs`` (to decode them again, e.g. with other ``params``)."""
    schema = Schema.of(model, types)
    labels = list(schema.labels)
    kinds = dict(schema.kinds)
    if probs is None:
        probs = predict_word_probs(model, tokenizer, docs, max_length=max_length, mode=mode, stride=stride,
                                   batch_size=batch_size, device=device, precision=precision)
    out = []
    for doc, p in zip(docs, probs):
        if decode == "viterbi":
            decoded = decode_document(doc, p, schema, day_first=day_first, params=params)
            tags, conf = decoded.tags, decoded.confidences
        else:
            c, idx = p.max(dim=-1) if p.numel() else (torch.zeros(0), torch.zeros(0, dtype=torch.long))
            tags, conf = [labels[int(i)] for i in idx], [float(x) for x in c]
        out.append(DocPrediction(
            doc_id=str(doc.metadata.get("id", doc.source)),
            words=word_texts(doc),
            gold_tags=word_tags(doc),
            pred_tags=tags,
            scores=conf,
            n_tokens=count_tokens(doc, tokenizer),
            gold_fields=gold_fields(doc, kinds),
            document=doc,
            types=schema.types,
            day_first=day_first,
            params=params,
        ))
    return out


def restrict(preds: list[DocPrediction], kinds: dict[str, str]) -> list[DocPrediction]:
    """Score only ``kinds``: tags of other fields become O on both sides (a union model tags ``tax_amount`` on a
    SROIE receipt, which has no gold for it; that is not a false positive)."""
    def keep(tags: list[str]) -> list[str]:
        return [t if t == "O" or t[2:] in kinds else "O" for t in tags]

    for p in preds:
        p.pred_tags, p.gold_tags = keep(p.pred_tags), keep(p.gold_tags)
        p.gold_fields = {f: v for f, v in p.gold_fields.items() if f in kinds}
    return preds


def evaluate_model(model: Any, tokenizer: Any, docs: Sequence[Document], kinds: dict[str, str],
                   normalize: Callable[[str, str], str], only: Sequence[str] | None = None,
                   **kwargs: Any) -> tuple[dict[str, Any], list[DocPrediction]]:
    """Metrics over ``kinds`` (all the model's fields), or over the fields in ``only``."""
    preds = predictions_for(model, tokenizer, docs, **kwargs)
    if only:
        kinds = {f: k for f, k in kinds.items() if f in only}
        restrict(preds, kinds)
    return evaluate_predictions(preds, kinds, normalize), preds
