"""Everything after the model: word probabilities → tags → spans → values → fields and line items.

One entry point, :func:`decode`, called by ``docx extract`` (docx_cli/pipeline.py) and ``docx evaluate``
(docx_cli/training/evaluate.py) alike, so that a score is the score of what a user receives:

    probs ─viterbi─▶ tags ─rules/ (fill, continuations, next lines)─▶ tags ─spans─▶ cells ─values─▶ fields
                                                                                         └─rows──▶ line items

``normalize`` reads dates and amounts, ``params`` holds every tuned threshold and the switches of the repair
rules (``DecodeParams.rules``), each rule in ``rules/`` says why it exists.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from docx_cli.decode.params import DEFAULT, RULES, DecodeParams
from docx_cli.document import Document

if TYPE_CHECKING:
    import torch

__all__ = ["DEFAULT", "RULES", "DecodeParams", "Decoded", "Schema", "decode"]


@dataclass(frozen=True)
class Schema:
    """What decoding needs to know of a model: its tags (the columns of the probabilities), each field's kind
    (single / multi / item) and the value types labels.json declares (None: read from the field names)."""

    labels: tuple[str, ...]
    kinds: Mapping[str, str]
    types: Mapping[str, str] | None = None

    @classmethod
    def of(cls, model: Any, types: Mapping[str, str] | None = None) -> Schema:
        """The schema of a :class:`~docx_cli.registry.LoadedModel` (its labels.json types included) or of a
        bare token-classification model (``types`` as given)."""
        if isinstance(model, Schema):
            return model
        info = getattr(model, "info", None)
        if types is None and info is not None:
            types = info.types
        cfg = model.config
        return cls(tuple(cfg.labels), dict(getattr(cfg, "field_kinds", None) or {}), types)


@dataclass(frozen=True)
class Decoded:
    """One document decoded: a tag and its probability per word, and the result's ``fields``/``line_items``."""

    tags: list[str]
    confidences: list[float]
    fields: dict[str, Any]
    line_items: list[dict[str, Any]]

    def values(self) -> dict[str, list[str]]:
        """``{field: [value text, ...]}``, header values then line-item cells (what field F1 scores)."""
        from docx_cli.decode.values import flatten_values

        return flatten_values(self.fields, self.line_items)


def decode(document: Document, probs: torch.Tensor, model_info: Any, *, day_first: bool = True,
           params: DecodeParams = DEFAULT) -> Decoded:
    """Decode one document's (num_words, num_labels) word probabilities with ``model_info`` (a :class:`Schema`,
    or a LoadedModel / model to take it from): tags by constrained Viterbi and the tag rules, then fields and
    line items, values normalised with the model's declared types and ``day_first``."""
    from docx_cli.decode.tags import decode_tags
    from docx_cli.decode.values import decode_fields

    schema = Schema.of(model_info)
    words = [w.text for _, w in document.iter_words()]
    tags, conf = decode_tags(probs, schema.labels, schema.kinds, words=words, types=schema.types, doc=document,
                             params=params)
    fields, items = decode_fields(document, tags, conf, schema.kinds, day_first=day_first, types=schema.types,
                                  params=params)
    return Decoded(tags, conf, fields, items)
