"""Scores: entity F1 (seqeval, strict IOBES) and field-level F1, overall and per document-length bucket.

- **Entity F1** — seqeval in strict mode with the IOBES scheme (our BIESO): a predicted entity counts only
  when its label and its exact word span match a gold one. Predicted tags are first repaired by
  :func:`docx_cli.tagging.tags_to_spans` (what ``docx extract`` does), so the score is that of the spans a
  user receives. Per label and micro-averaged.
- **Field F1** — what a user of the fields sees: per document, the set of ``(field, normalised value)``
  pairs predicted versus the gold ones. When the document is at hand the predicted tags are decoded by
  :func:`docx_cli.decode.values.decode_fields`, exactly as ``docx extract`` does, with the model's declared
  value types, ``day_first`` and decoding parameters (the lines of an address split by reading order are one
  value; a ``single`` field yields its best value, ``multi``/``item`` fields every value); without it (tests
  on bare word lists) each span is a value and a single field keeps its best span.
  Gold values are the dataset's own answers when it has them (SROIE keys, Kleister expected.tsv), so a value
  the weak-label locator missed still counts as missed; otherwise the gold tags, decoded the same way.
  The normaliser is the dataset's: SROIE compares after whitespace normalisation, upper-cased; Kleister maps
  predictions to its normalised form (ISO dates, ``3_years``, ``_`` for spaces) and compares upper-cased;
  DeepForm and WildReceipt compare by meaning (dates, amounts, letters and digits). A document may carry its
  own (``DocPrediction.normalize``: a DeepForm order in a mixed JSONL file is compared as DeepForm's are).
- **Buckets** — every figure again for documents of ≤ 512 tokens (short), 513–2,048 (medium) and more
  (long), counted in the model tokenizer's subword tokens (the split of LayoutCosformer, Douzon et al.).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from docx_cli.decode.params import DEFAULT, DecodeParams
from docx_cli.document import Document
from docx_cli.tagging import spans_to_tags, tags_to_spans

BUCKETS = (("short", 0, 512), ("medium", 513, 2048), ("long", 2049, None))

Normalizer = Callable[[str, str], str]


def bucket_of(n_tokens: int) -> str:
    for name, lo, hi in BUCKETS:
        if n_tokens >= lo and (hi is None or n_tokens <= hi):
            return name
    return "short"


@dataclass
class DocPrediction:
    """One document's gold and predicted word tags, with what field scoring needs."""

    doc_id: str
    words: list[str]
    gold_tags: list[str]
    pred_tags: list[str]
    scores: list[float]  # probability of each word's predicted tag
    n_tokens: int
    gold_fields: dict[str, list[str]] = field(default_factory=dict)
    document: Document | None = None  # when set, fields are decoded from it as `docx extract` does
    types: Mapping[str, str] | None = None  # the model's declared value types (labels.json)
    day_first: bool = True  # how 01/02/2021 was read (as `docx extract --month-first` says)
    params: DecodeParams = DEFAULT  # the decoding thresholds and rules the tags were decoded with
    normalize: Normalizer | None = None  # this document's own comparison (its dataset's), over the data's
    # decoded values by (tags, scored fields): a document is scored overall, per bucket and per set, and
    # decoding is its costly part; shared by the shallow copies restrict() is given
    decoded: dict[tuple, dict[str, list[str]]] = field(default_factory=dict, repr=False, compare=False)

    @property
    def bucket(self) -> str:
        return bucket_of(self.n_tokens)


def repair(tags: Sequence[str]) -> list[str]:
    """The valid BIESO sequence of the spans a tag sequence decodes to."""
    return spans_to_tags(len(tags), tags_to_spans(tags))


def predicted_values(pred: DocPrediction, kinds: dict[str, str]) -> dict[str, list[str]]:
    """``{field: [text, ...]}`` a user of ``docx extract`` would receive for this prediction."""
    return {f: [text for text, _ in vals] for f, vals in scored_predictions(pred, kinds).items()}


def scored_predictions(pred: DocPrediction, kinds: dict[str, str]) -> dict[str, list[tuple[str, float]]]:
    """:func:`predicted_values` with the confidence the result JSON gives each value:
    ``{field: [(text, confidence), ...]}``."""
    if pred.document is not None:
        from docx_cli.decode.values import field_values

        key = (tuple(pred.pred_tags), tuple(kinds.items()))
        if key not in pred.decoded:
            pred.decoded[key] = field_values(pred.document, repair(pred.pred_tags), pred.scores, kinds,
                                             types=pred.types, day_first=pred.day_first, params=pred.params)
        return pred.decoded[key]
    return span_fields(pred.words, pred.pred_tags, pred.scores, kinds)


def span_fields(words: Sequence[str], tags: Sequence[str], scores: Sequence[float],
                kinds: dict[str, str]) -> dict[str, list[tuple[str, float]]]:
    """``{field: [(text, confidence), ...]}`` from a bare word list: the best span of a single field, every
    span otherwise."""
    by_field: dict[str, list[tuple[str, float]]] = {}
    for s in tags_to_spans(tags):
        conf = sum(scores[s.start:s.end]) / max(1, s.end - s.start)
        by_field.setdefault(s.label, []).append((" ".join(words[s.start:s.end]), conf))
    out = {}
    for name, cands in by_field.items():
        if kinds.get(name, "single") == "single":
            out[name] = [max(cands, key=lambda c: c[1])]
        else:
            out[name] = cands
    return out


def _prf(tp: int, n_pred: int, n_gold: int) -> dict[str, float]:
    p = tp / n_pred if n_pred else 0.0
    r = tp / n_gold if n_gold else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return {"precision": round(p, 4), "recall": round(r, 4), "f1": round(f, 4), "support": n_gold}


def field_pairs(pred: DocPrediction, kinds: dict[str, str], normalize: Normalizer
                ) -> tuple[set[tuple[str, str]], set[tuple[str, str]], dict[tuple[str, str], str]]:
    """(gold pairs, predicted pairs, predicted pair → raw text) of one document, compared by the document's
    own rule where it has one, else by ``normalize``."""
    gold, scored = _scored_pairs(pred, kinds, normalize)
    raw = {pair: text for pair, (text, _) in scored.items()}
    return gold, set(raw), raw


def _scored_pairs(pred: DocPrediction, kinds: dict[str, str], normalize: Normalizer
                  ) -> tuple[set[tuple[str, str]], dict[tuple[str, str], tuple[str, float]]]:
    """(gold pairs, predicted pair → (its first raw text, its highest confidence)) of one document: a value
    printed twice is one pair."""
    normalize = pred.normalize or normalize
    gold = {(f, normalize(f, v)) for f, vals in pred.gold_fields.items() if f in kinds for v in vals}
    scored: dict[tuple[str, str], tuple[str, float]] = {}
    for f, vals in scored_predictions(pred, kinds).items():
        if f in kinds:
            for text, conf in vals:
                pair = (f, normalize(f, text))
                first, best = scored.get(pair, (text, conf))
                scored[pair] = (first, max(best, conf))
    return gold, scored


def confidence_scores(preds: Sequence[DocPrediction], kinds: dict[str, str], normalize: Normalizer,
                      thresholds: Sequence[float] = (0.5, 0.8, 0.9)) -> dict[str, Any]:
    """How well a value's confidence tells a right value from a wrong one, over every predicted value:
    ``auroc`` (the chance a right value is more confident than a wrong one; 0.5 says nothing) and, for each
    threshold, the share of values kept at or above it, their precision and the recall left. What a
    pipeline that sends low-confidence values to a person gets: ``docx extract … | jq`` on ``confidence``.

    A value printed twice is one (field, normalised value) pair, with its highest confidence, as field F1
    counts it."""
    scored: list[tuple[float, bool]] = []
    n_gold = 0
    for p in preds:
        gold, pairs = _scored_pairs(p, kinds, normalize)
        n_gold += len(gold)
        scored += [(conf, pair in gold) for pair, (_, conf) in pairs.items()]
    right = sorted(c for c, ok in scored if ok)
    wrong = sorted(c for c, ok in scored if not ok)
    out: dict[str, Any] = {"values": len(scored), "right": len(right), "auroc": _auroc(right, wrong)}
    for t in thresholds:
        kept = [ok for c, ok in scored if c >= t]
        out[f"at_{t:g}"] = {"kept": round(len(kept) / len(scored), 4) if scored else 0.0,
                            "precision": round(sum(kept) / len(kept), 4) if kept else 0.0,
                            "recall": round(sum(kept) / n_gold, 4) if n_gold else 0.0}
    return out


def _auroc(right: Sequence[float], wrong: Sequence[float]) -> float | None:
    """P(a right value's confidence > a wrong one's), ties counting half (Mann-Whitney U / (n·m)); None
    without both kinds. ``right`` and ``wrong`` sorted ascending."""
    if not right or not wrong:
        return None
    u = sum(bisect_left(wrong, c) + 0.5 * (bisect_right(wrong, c) - bisect_left(wrong, c)) for c in right)
    return round(u / (len(right) * len(wrong)), 4)


def field_scores(preds: Sequence[DocPrediction], kinds: dict[str, str], normalize: Normalizer) -> dict[str, Any]:
    counts = {f: [0, 0, 0] for f in kinds}  # tp, predicted, gold
    for p in preds:
        gold, predicted, _ = field_pairs(p, kinds, normalize)
        for f, _v in gold:
            counts[f][2] += 1
        for pair in predicted:
            counts[pair[0]][1] += 1
            if pair in gold:
                counts[pair[0]][0] += 1
    per_field = {f: _prf(*c) for f, c in counts.items()}
    micro = _prf(*(sum(c[i] for c in counts.values()) for i in range(3)))
    return {"micro": micro, "per_field": per_field}


def entity_scores(preds: Sequence[DocPrediction], labels: Sequence[str]) -> dict[str, Any]:
    """seqeval strict IOBES, per label and micro."""
    from seqeval.metrics import classification_report
    from seqeval.scheme import IOBES

    y_true = [list(p.gold_tags) for p in preds]
    y_pred = [repair(p.pred_tags) for p in preds]
    if not any(t != "O" for seq in y_true + y_pred for t in seq):
        empty = {"precision": 0.0, "recall": 0.0, "f1": 0.0, "support": 0}
        return {"micro": empty, "per_label": {lab: dict(empty) for lab in labels}}
    rep = classification_report(y_true, y_pred, mode="strict", scheme=IOBES, output_dict=True, zero_division=0)

    def conv(d: dict) -> dict[str, float]:
        return {"precision": round(float(d["precision"]), 4), "recall": round(float(d["recall"]), 4),
                "f1": round(float(d["f1-score"]), 4), "support": int(d["support"])}

    per_label = {lab: conv(rep[lab]) if lab in rep else {"precision": 0.0, "recall": 0.0, "f1": 0.0, "support": 0}
                 for lab in labels}
    return {"micro": conv(rep["micro avg"]), "per_label": per_label}


def _scores(preds: Sequence[DocPrediction], kinds: dict[str, str], normalize: Normalizer) -> dict[str, Any]:
    ent = entity_scores(preds, list(kinds))
    fld = field_scores(preds, kinds, normalize)
    return {
        "documents": len(preds),
        "entity_f1": ent["micro"]["f1"],
        "field_f1": fld["micro"]["f1"],
        "entity": ent,
        "field": fld,
    }


def evaluate_predictions(preds: Sequence[DocPrediction], kinds: dict[str, str], normalize: Normalizer
                         ) -> dict[str, Any]:
    """All figures, overall and per length bucket (buckets without documents are left out)."""
    out = _scores(preds, kinds, normalize)
    out["confidence"] = confidence_scores(preds, kinds, normalize)
    out["buckets"] = {}
    for name, _, _ in BUCKETS:
        part = [p for p in preds if p.bucket == name]
        if part:
            out["buckets"][name] = _scores(part, kinds, normalize)
    return out


def field_counts(preds: Sequence[DocPrediction], kinds: dict[str, str], normalize: Normalizer
                 ) -> list[dict[str, Any]]:
    """Per document: its right, wrong and missed field values (tp, fp, fn). Summed over documents they give
    the micro field F1; resampled by document they give its spread (scripts/select_model.py's interval)."""
    out = []
    for p in preds:
        gold, predicted, _ = field_pairs(p, kinds, normalize)
        tp = len(gold & predicted)
        out.append({"document": p.doc_id, "tp": tp, "fp": len(predicted) - tp, "fn": len(gold) - tp})
    return out


def field_errors(preds: Sequence[DocPrediction], kinds: dict[str, str], normalize: Normalizer
                 ) -> list[dict[str, Any]]:
    """Per document with a mistake: the wrong predictions (with their raw text) and the missed gold values."""
    out = []
    for p in preds:
        gold, predicted, raw = field_pairs(p, kinds, normalize)
        wrong = [{"field": f, "value": v, "text": raw[(f, v)]} for f, v in sorted(predicted - gold)]
        missed = [{"field": f, "value": v} for f, v in sorted(gold - predicted)]
        if wrong or missed:
            out.append({"document": p.doc_id, "bucket": p.bucket, "wrong": wrong, "missed": missed})
    return out
