"""``extract(path, model, options) -> Result``: the one call between the CLI and everything else.

    file ─load_document─▶ Document ─chunk_document─▶ [Chunk] ─model─▶ token logits ─merge─▶ word probs
         ─decode (Viterbi, repair rules, spans, values, rows)─▶ Result (fields, line_items, words)

Two halves so that a batch can overlap them (``docx extract --jobs N``): :func:`ingest` (reading, OCR; runs
in worker processes, imports no torch) and :func:`extract_document` (the model; runs where the model is).
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from docx_cli.document import Document
from docx_cli.ingest.load import IngestOptions, load_document

if TYPE_CHECKING:
    from docx_cli.registry import LoadedModel


@dataclass(frozen=True)
class ExtractOptions:
    """Everything about one extraction except the model. Immutable and picklable."""

    chunking: str | None = None  # split_page | window | whole; None: the model's default
    stride: int | None = None  # tokens shared by overlapping windows; None: a quarter of the window
    words: bool = False  # add the tagged words to the result
    day_first: bool = True  # 01/02/2021 is 1 February (False: 2 January)
    batch_size: int = 8  # chunks per forward pass
    # The user's one confidence floor (--min-confidence, applied to the result JSON by the caller); when set,
    # it replaces the model's own per-field floors and value counts (labels.json "min_confidence",
    # "max_values"): 0 shows every value found.
    min_confidence: float | None = None
    ingest: IngestOptions = field(default_factory=IngestOptions)


@dataclass(frozen=True)
class Result:
    """One document's extraction. ``to_json()`` is the documented result shape (README, DESIGN.md)."""

    source: str
    model: str
    pages: int
    fields: dict[str, Any]
    line_items: list[dict[str, Any]]
    words: list[dict[str, Any]] | None = None
    document: Document | None = field(default=None, repr=False, compare=False)  # for `docx show`; not in JSON
    # the e-invoice XML attached to a PDF (docx_cli/ingest/einvoice.py), as the issuer wrote it: beside the
    # model's fields, never merged into them
    embedded_invoice: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"source": self.source, "model": self.model, "pages": self.pages,
                             "fields": self.fields, "line_items": self.line_items}
        if self.embedded_invoice is not None:
            d["embedded_invoice"] = self.embedded_invoice
        if self.words is not None:
            d["words"] = self.words
        return d


def ingest(path: str, options: ExtractOptions | None = None) -> Document:
    """Read one input (stage 1 of a batch: picklable, torch-free)."""
    return load_document(path, (options or ExtractOptions()).ingest)


def extract(path: str, model: LoadedModel | str, options: ExtractOptions | None = None) -> Result:
    """Read ``path`` and extract its fields with ``model`` (a LoadedModel, or a NAME|DIR to load on CPU)."""
    options = options or ExtractOptions()
    if isinstance(model, str):
        from docx_cli.registry import load_model

        model = load_model(model, device="cpu")
    return extract_document(ingest(path, options), model, options, source=path)


def extract_document(
    doc: Document, model: LoadedModel, options: ExtractOptions | None = None, source: str | None = None,
    probs: Any = None,
) -> Result:
    """Stage 2: run the model over a Document and decode its fields. ``probs``: the word probabilities when
    they were computed already (:func:`extract_documents`)."""
    from docx_cli.decode import DEFAULT, decode
    from docx_cli.decode.params import for_model

    options = options or ExtractOptions()
    cfg = model.config
    doc = _fit_format(doc, cfg.formats)
    if probs is None:
        probs = predict_words(doc, model, options)  # (num_words, C)
    # The one decode `docx evaluate` scores with (docx_cli/decode): the best *valid* BIESO sequence, the repair
    # rules, the model's declared value types. Each word keeps the probability of its chosen tag.
    # --min-confidence replaces the model's own filters: its floors and its value counts
    info = None if options.min_confidence is not None else getattr(model, "info", None)
    decoded = decode(doc, probs, model, day_first=options.day_first, params=for_model(DEFAULT, info))
    tags, tag_probs, fields, line_items = decoded.tags, decoded.confidences, decoded.fields, decoded.line_items
    words = None
    if options.words:
        words = [
            {"text": w.text, "tag": t, "confidence": round(p, 4), "page": page.number,
             "bbox": None if w.box is None else [round(v, 2) for v in w.box]}
            for (page, w), t, p in zip(doc.iter_words(), tags, tag_probs)
        ]
    return Result(
        source=source if source is not None else doc.source,
        model=model.name,
        pages=len(doc.pages),
        fields=fields,
        line_items=line_items,
        words=words,
        document=doc,
        embedded_invoice=doc.metadata.get("embedded_invoice"),
    )


def extract_documents(
    docs: Sequence[Document], model: LoadedModel, options: ExtractOptions | None = None,
    sources: Sequence[str | None] | None = None,
) -> Iterator[Result]:
    """Stage 2 over several Documents: their chunks share forward passes (``options.batch_size`` chunks
    each, like lengths together), then each is decoded on its own and yielded as soon as it is."""
    options = options or ExtractOptions()
    docs = [_fit_format(d, model.config.formats) for d in docs]
    probs = predict_words_many(docs, model, options)
    for doc, source, p in zip(docs, sources or [None] * len(docs), probs):
        yield extract_document(doc, model, options, source=source, probs=p)


def predict_words(doc: Document, model: LoadedModel, options: ExtractOptions):
    """Softmax probabilities per word, (num_words, num_labels): chunks → batches → merged word logits
    (:func:`docx_cli.predict.predict_word_probs`, the code `docx evaluate` scores with)."""
    [probs] = predict_words_many([doc], model, options)
    return probs


def predict_words_many(docs: Sequence[Document], model: LoadedModel, options: ExtractOptions) -> list:
    """:func:`predict_words` for several documents in shared batches."""
    many = getattr(model.model, "predict_word_probs_many", None)
    if many is not None:  # a runtime with its own path (docx_cli/runtime/onnx.py: numpy, imports no torch)
        return many(list(docs), model.tokenizer, mode=options.chunking or model.config.chunking,
                    stride=options.stride, batch_size=max(1, options.batch_size))
    own = getattr(model.model, "predict_word_probs", None)
    if own is not None:  # one document at a time
        return [own(d, model.tokenizer, mode=options.chunking or model.config.chunking, stride=options.stride,
                    batch_size=max(1, options.batch_size)) for d in docs]
    import torch

    from docx_cli.predict import predict_word_probs
    from docx_cli.registry import autocast_precision

    cfg = model.config
    precision = autocast_precision(model.autocast_dtype, model.device)
    with torch.inference_mode():
        return predict_word_probs(model.model, model.tokenizer, list(docs), max_length=cfg.max_length,
                                  mode=options.chunking or cfg.chunking, stride=options.stride,
                                  batch_size=max(1, options.batch_size), device=model.device,
                                  precision=precision)


_FORMAT_NAMES = {"web": "HTML", "document": "a laid-out document", "plain": "plain text"}
_warned_formats: set[tuple[str, tuple[str, ...]]] = set()


def _fit_format(doc: Document, formats: Sequence[str]) -> Document:
    """A web page for a model without the web adapter is read as plain text (its words, no XPaths), and
    says so on stderr (logger ``docx_cli.pipeline``), once per process for each format and model kind."""
    if doc.format in formats:
        return doc
    for fallback in ("plain", "document"):
        if fallback in formats:
            key = (doc.format, tuple(formats))
            if key not in _warned_formats:
                _warned_formats.add(key)
                logging.getLogger(__name__).warning(
                    "%s (%s) read as %s: the model has no %r format (it reads %s); its results on such "
                    "inputs may be worse than a model trained on them", _FORMAT_NAMES.get(doc.format, doc.format),
                    doc.source, _FORMAT_NAMES[fallback], doc.format, ", ".join(formats))
            return replace(doc, format=fallback)
    return doc
