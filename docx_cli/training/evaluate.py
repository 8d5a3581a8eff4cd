"""Score a token-classification model on labelled Documents: the one scorer of ``docx evaluate`` and of the
training loop's validation (its checkpoint metric), so that the checkpoint training keeps is the one
``docx evaluate`` ranks first.

Each document's values are compared by its own dataset's rule (:func:`comparison_kind`): a DeepForm order
read from a mixed JSONL file is compared the way DeepForm's answers are (dates and amounts by meaning), not
as the bare text the JSONL kind compares. Figures come overall, per length bucket and per validation set
(:func:`scores_by_set`).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import torch

from docx_cli.decode import DEFAULT, DecodeParams, Schema
from docx_cli.decode import decode as decode_document
from docx_cli.document import Document
from docx_cli.predict import count_tokens, predict_word_probs
from docx_cli.training.datasets.common import gold_fields, word_tags, word_texts
from docx_cli.training.metrics import DocPrediction, Normalizer, evaluate_predictions, field_scores

# Datasets whose answers have a comparison rule of their own (training.datasets.normalizer_for): their
# annotators typed the values (DeepForm, WildReceipt) or transcribed them in upper case (SROIE).
OWN_COMPARISON = ("deepform", "wildreceipt", "sroie", "kleister")


def set_name(doc: Any) -> str:
    """The validation set a document belongs to: ``metadata["dataset"]``, ``synthetic`` for the generator's,
    else the folder under a ``data`` directory it was read from (``../shared/data/deepform/...`` → deepform)."""
    md = doc.metadata
    if md.get("dataset"):
        return str(md["dataset"])
    if "synth" in md:
        return "synthetic"
    parts = Path(str(doc.source)).parts
    if "data" in parts[:-2]:
        return parts[parts.index("data") + 1]
    return "documents"


def comparison_kind(doc: Any, kind: str | None = None) -> str | None:
    """The dataset kind whose rule compares ``doc``'s values when it is not the data's ``kind`` (None: the
    data's normaliser applies). ``kind`` None (a file of Documents given to ``docx evaluate``): every
    document of a dataset in OWN_COMPARISON is compared by that dataset's rule."""
    name = set_name(doc)
    own = next((k for k in OWN_COMPARISON if name == k or name.startswith(k + "-")), None)  # kleister-nda
    return own if own is not None and own != kind else None


def predictions_for(model: Any, tokenizer: Any, docs: Sequence[Document], *, max_length: int, mode: str,
                    stride: int | None = None, batch_size: int = 16, device: Any = "cpu",
                    precision: str = "auto", decode: str = "viterbi", types: Mapping[str, str] | None = None,
                    day_first: bool = True, params: DecodeParams = DEFAULT,
                    probs: list[torch.Tensor] | None = None, kind: str | None = None) -> list[DocPrediction]:
    """``decode``: ``viterbi`` (:func:`docx_cli.decode.decode`, what `docx extract` returns: the best valid
    BIESO sequence, the repair rules of ``params``, values read with the model's declared ``types`` (labels.json)
    and ``day_first``) or ``argmax`` (each word's own best tag). ``probs``: word
    probabilities already computed for ``docs`` (to decode them again, e.g. with other ``params``). ``kind``:
    the data kind the documents were read as (see :func:`comparison_kind`)."""
    from docx_cli.training.datasets import normalizer_for

    schema = Schema.of(model, types)
    labels = list(schema.labels)
    kinds = dict(schema.kinds)
    if probs is None:
        probs = predict_word_probs(model, tokenizer, docs, max_length=max_length, mode=mode, stride=stride,
                                   batch_size=batch_size, device=device, precision=precision)
    own: dict[str, Normalizer] = {}
    out = []
    for doc, p in zip(docs, probs):
        if decode == "viterbi":
            decoded = decode_document(doc, p, schema, day_first=day_first, params=params)
            tags, conf = decoded.tags, decoded.confidences
        else:
            c, idx = p.max(dim=-1) if p.numel() else (torch.zeros(0), torch.zeros(0, dtype=torch.long))
            tags, conf = [labels[int(i)] for i in idx], [float(x) for x in c]
        ck = comparison_kind(doc, kind)
        if ck is not None and ck not in own:
            own[ck] = normalizer_for(ck)
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
            normalize=own.get(ck) if ck is not None else None,
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


def scores_by_set(preds: Sequence[DocPrediction], kinds: dict[str, str], normalize: Normalizer
                  ) -> dict[str, Any]:
    """Field F1 of each validation set (deepform, wildreceipt, sroie, synthetic, ...: :func:`set_name`) and
    their mean, ``set_mean_field_f1``: a checkpoint metric that weighs a set of 40 TV-ad orders as much as
    40 synthetic orders, whose hundreds of line items would otherwise decide the micro average."""
    groups: dict[str, list[DocPrediction]] = {}
    for p in preds:
        groups.setdefault(set_name(p.document) if p.document is not None else "documents", []).append(p)
    by_set = {}
    for name, part in sorted(groups.items()):
        # a set is scored on the fields it annotates (DeepForm's five values): a date the model finds on a
        # TV-ad order is not a false positive because DeepForm gives no date
        labelled = [p.document.metadata.get("labelled_fields") if p.document is not None else None for p in part]
        mine = kinds if None in labelled else {f: k for f, k in kinds.items()
                                               if any(f in (lab or ()) for lab in labelled)}
        mine_preds = restrict([copy.copy(p) for p in part], mine)
        # field F1 alone: the entity scores and buckets of evaluate_predictions would triple the cost
        by_set[name] = field_scores(mine_preds, mine, normalize)["micro"]["f1"]
    return {"by_set": by_set, "set_mean_field_f1": round(sum(by_set.values()) / max(1, len(by_set)), 4)}


def data_kind_scores(preds: Sequence[DocPrediction], kinds: dict[str, str], normalize: Normalizer
                     ) -> dict[str, Any]:
    """Field F1 overall and per set with every document compared by the data's own rule (``normalize``:
    whitespace-normalised text for a JSONL file), ignoring each document's dataset: how many values were
    transcribed exactly as the gold spells them."""
    plain = []
    for p in preds:
        q = copy.copy(p)
        q.normalize = None
        plain.append(q)
    return {"field_f1": field_scores(plain, kinds, normalize)["micro"]["f1"],
            **scores_by_set(plain, kinds, normalize)}


def evaluate_model(model: Any, tokenizer: Any, docs: Sequence[Document], kinds: dict[str, str],
                   normalize: Callable[[str, str], str], only: Sequence[str] | None = None,
                   kind: str | None = None, **kwargs: Any) -> tuple[dict[str, Any], list[DocPrediction]]:
    """Metrics over ``kinds`` (all the model's fields), or over the fields in ``only``: overall, per length
    bucket and per validation set. ``normalize``: the data kind's comparison (``kind``), used for every
    document without a rule of its own (:func:`comparison_kind`). Where some document has one, the figures
    by the data kind's rule alone come too, under ``data_kind_comparison``."""
    preds = predictions_for(model, tokenizer, docs, kind=kind, **kwargs)
    if only:
        kinds = {f: k for f, k in kinds.items() if f in only}
        restrict(preds, kinds)
    metrics = evaluate_predictions(preds, kinds, normalize)
    metrics.update(scores_by_set(preds, kinds, normalize))
    if any(p.normalize is not None for p in preds):
        metrics["data_kind_comparison"] = data_kind_scores(preds, kinds, normalize)
    return metrics, preds
