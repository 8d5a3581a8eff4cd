"""Page-aware chunking: a Document's words → model-sized token sequences (Chunks), and back.

A model takes at most ``max_length`` tokens; a document can hold many more. Each word is cut into subword
tokens (all of them carry the word's box — LayoutLM convention) and the words are grouped into windows of at
most ``max_length - 2`` tokens, each wrapped as ``[CLS] … [SEP]``. A word is never split across windows.

Modes (Douzon et al. compare them):

* ``split_page`` — LayoutLM's split-page: each page on its own; a page longer than the model's window is cut
  into overlapping windows (``stride`` tokens shared by neighbours).
* ``window``     — the document as one stream of overlapping windows, ignoring page breaks.
* ``whole``      — the document as ONE sequence when it fits; beyond ``max_length``, the fewest
  non-overlapping windows of balanced size (for long-range models, where overflow is rare and overlap
  would only cost time).

Where windows overlap, a word is seen more than once; :func:`merge_word_logits` averages its logits so that
every word of the document is classified exactly once. Only the first subword of each word is read back
(``word_ids`` holds the document word index there and -1 on every other position), see docx_cli/tagging.py.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from docx_cli.document import GRID, Document, normalize_box
from docx_cli.tagging import IGNORE_INDEX, first_subword_labels

MODES = ("split_page", "window", "whole")
CLS_BOX = (0, 0, 0, 0)  # LayoutLM: [CLS] at the origin …
SEP_BOX = (GRID, GRID, GRID, GRID)  # … [SEP] at the far corner
PAD_BOX = (0, 0, 0, 0)
MAX_WORD_TOKENS = 32  # a 500-character "word" (a URL, a run of dashes) must not eat a whole window

BoxInt = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class Chunk:
    """One model input: ``[CLS] subwords… [SEP]`` with per-token boxes and word alignment."""

    input_ids: tuple[int, ...]
    bbox: tuple[BoxInt, ...]  # 0..1000 grid, one per token
    word_ids: tuple[int, ...]  # document word index on each word's first subword, -1 elsewhere
    labels: tuple[int, ...] | None = None  # class id on first subwords, -100 elsewhere (training only)
    xpath_tags: tuple[tuple[int, ...], ...] | None = None  # web format only: (N, depth)
    xpath_subs: tuple[tuple[int, ...], ...] | None = None
    page: int = 1  # page number of the chunk's first word
    format: str = "document"
    # with_structure only (the multigrain layer): each token's line and block, numbered 0.. within the chunk
    # in order of first appearance (a line is (page, line_id), a block (page, block_id)); -1 on [CLS]/[SEP]
    # and for words without one.
    line_ids: tuple[int, ...] | None = None
    block_ids: tuple[int, ...] | None = None
    # page_positions only: each token's 1D position, restarting at every page ([CLS] 0, a page's tokens 1, 2, …,
    # [SEP] after the last)
    position_ids: tuple[int, ...] | None = None

    def __len__(self) -> int:
        return len(self.input_ids)

    @property
    def words(self) -> list[int]:
        """Document word indices classified by this chunk, in order."""
        return [w for w in self.word_ids if w >= 0]


def default_stride(max_length: int) -> int:
    """Tokens shared by neighbouring windows when none is given: a quarter of the window."""
    return max(0, (max_length - 2) // 4)


def chunk_document(
    doc: Document,
    tokenizer: Any,
    max_length: int = 512,
    mode: str = "split_page",
    stride: int | None = None,
    label2id: Mapping[str, int] | None = None,
    max_xpath_depth: int | None = None,
    max_word_tokens: int = MAX_WORD_TOKENS,
    with_structure: bool = False,
    page_positions: bool = False,
) -> list[Chunk]:
    """Cut ``doc`` into chunks of at most ``max_length`` tokens.

    ``stride`` is the number of tokens neighbouring windows share (the Hugging Face tokenizer meaning, not
    the step); default a quarter of the window. With ``label2id``, each chunk carries training labels from
    the words' gold tags (``Word.label``). With ``max_xpath_depth`` and a web document, each token carries
    its word's XPath tag and subscript ids. With ``with_structure``, each token carries its word's line and
    block (``Chunk.line_ids`` / ``block_ids``). With ``page_positions``, each token carries a 1D position that
    restarts at every page (``Chunk.position_ids``; the model option ``positions_per_page``).
    """
    if mode not in MODES:
        raise ValueError(f"unknown chunking mode {mode!r}; choose one of {', '.join(MODES)}")
    capacity = max_length - 2  # room left by [CLS] and [SEP]
    if capacity < 1:
        raise ValueError(f"max_length={max_length} leaves no room for words")
    stride = default_stride(max_length) if stride is None else stride
    if not 0 <= stride < capacity:
        raise ValueError(f"stride={stride} must be in 0..{capacity - 1} for max_length={max_length}")

    # -- words → subword ids (one batched call of the fast tokenizer) --------------------------------------
    entries = list(doc.iter_words())
    if not entries:
        return []
    unk = tokenizer.unk_token_id
    cls_id, sep_id = tokenizer.cls_token_id, tokenizer.sep_token_id
    if cls_id is None or sep_id is None:
        raise ValueError("the tokenizer has no [CLS]/[SEP] tokens")
    cap = max(1, min(max_word_tokens, capacity))
    # Only a word's first `cap` subwords reach the model, so a pathological word (5 MB of "a:b:…", millions
    # of subwords) is cut before tokenizing; any word up to max(1,000, 32 × cap) characters is whole.
    limit = max(1000, 32 * cap)
    encoded = tokenizer([w.text[:limit] for _, w in entries], add_special_tokens=False)["input_ids"]
    # A word the tokenizer drops entirely (a control character) still needs a token to be classified.
    pieces = [tuple(ids[:cap]) if ids else (unk,) for ids in encoded]
    counts = [len(p) for p in pieces]
    boxes = [normalize_box(w.box, page.width, page.height) for page, w in entries]
    pages = [page.number for page, _ in entries]
    tags = [w.label for _, w in entries]
    if with_structure:  # document-wide keys: line / block ids restart on every page
        line_keys = [(page.number, w.block_id, w.line_id) if w.line_id >= 0 else None for page, w in entries]
        block_keys = [(page.number, w.block_id) if w.block_id >= 0 else None for page, w in entries]

    xpaths = None
    if max_xpath_depth and doc.format == "web":
        from docx_cli.modeling.xpath import encode_xpath

        xpaths = [encode_xpath(w.xpath or "", max_depth=max_xpath_depth) for _, w in entries]
        special_xpath = encode_xpath("", max_depth=max_xpath_depth)

    chunks = []
    for a, b in _word_spans(doc, counts, mode, capacity, stride):
        ids, bbox, word_ids = [cls_id], [CLS_BOX], [-1]
        xt, xs = ([special_xpath[0]], [special_xpath[1]]) if xpaths else (None, None)
        for w in range(a, b):
            n = len(pieces[w])
            ids += pieces[w]
            bbox += [boxes[w]] * n
            word_ids += [w] + [-1] * (n - 1)
            if xpaths:
                xt += [xpaths[w][0]] * n
                xs += [xpaths[w][1]] * n
        ids.append(sep_id)
        bbox.append(SEP_BOX)
        word_ids.append(-1)
        if xpaths:
            xt.append(special_xpath[0])
            xs.append(special_xpath[1])
        labels = tuple(first_subword_labels(word_ids, tags, label2id)) if label2id is not None else None
        structure = ({"line_ids": _local_ids(line_keys, pieces, a, b), "block_ids": _local_ids(block_keys, pieces, a, b)}
                     if with_structure else {})
        if page_positions:
            structure["position_ids"] = _page_positions(pages, pieces, a, b)
        chunks.append(
            Chunk(
                input_ids=tuple(ids),
                bbox=tuple(bbox),
                word_ids=tuple(word_ids),
                labels=labels,
                xpath_tags=tuple(tuple(t) for t in xt) if xpaths else None,
                xpath_subs=tuple(tuple(s) for s in xs) if xpaths else None,
                page=pages[a],
                format=doc.format,
                **structure,
            )
        )
    return chunks


def _local_ids(keys: Sequence[Any], pieces: Sequence[tuple[int, ...]], a: int, b: int) -> tuple[int, ...]:
    """Per token of words a..b (wrapped in [CLS] … [SEP]): the word's key numbered 0.. in order of first
    appearance, -1 for a word without one and for the specials."""
    local: dict[Any, int] = {}
    out = [-1]
    for w in range(a, b):
        key = keys[w]
        i = -1 if key is None else local.setdefault(key, len(local))
        out += [i] * len(pieces[w])
    out.append(-1)
    return tuple(out)


def _page_positions(pages: Sequence[int], pieces: Sequence[tuple[int, ...]], a: int, b: int) -> tuple[int, ...]:
    """1D positions of words a..b wrapped in [CLS] … [SEP]: [CLS] 0, then 1, 2, … restarting at each new page;
    [SEP] follows the last token."""
    out, at, page = [0], 0, None
    for w in range(a, b):
        if pages[w] != page:
            page, at = pages[w], 0
        out += range(at + 1, at + 1 + len(pieces[w]))
        at += len(pieces[w])
    out.append(at + 1)
    return tuple(out)


def _word_spans(doc: Document, counts: Sequence[int], mode: str, capacity: int, stride: int
                ) -> list[tuple[int, int]]:
    """Word ranges [a, b) of the chunks: words grouped (per page for ``split_page``), then each group windowed
    (balanced windows for ``whole``, sliding ones sharing ``stride`` tokens otherwise)."""
    if mode == "split_page":
        groups, start = [], 0
        for page in doc.pages:
            if page.words:
                groups.append((start, start + len(page.words)))
            start += len(page.words)
    else:
        groups = [(0, len(counts))]
    spans: list[tuple[int, int]] = []
    for lo, hi in groups:
        if mode == "whole":
            spans += _balanced_windows(counts, lo, hi, capacity)
        else:
            spans += _sliding_windows(counts, lo, hi, capacity, stride)
    return spans


def _sliding_windows(counts: Sequence[int], lo: int, hi: int, capacity: int, stride: int) -> list[tuple[int, int]]:
    """Word ranges [a, b) of at most ``capacity`` tokens; neighbours share up to ``stride`` tokens of words."""
    out = []
    start = lo
    while True:
        end, used = start, 0
        while end < hi and used + counts[end] <= capacity:
            used += counts[end]
            end += 1
        out.append((start, end))  # end > start: every word fits (counts are capped at capacity)
        if end >= hi:
            return out
        # Step back from `end` while the shared words stay within `stride` tokens; always move forward.
        nxt, shared = end, 0
        while nxt - 1 > start and shared + counts[nxt - 1] <= stride:
            nxt -= 1
            shared += counts[nxt]
        start = nxt


def _balanced_windows(counts: Sequence[int], lo: int, hi: int, capacity: int) -> list[tuple[int, int]]:
    """One range when the words fit, else the fewest non-overlapping ranges of about equal token count."""
    total = sum(counts[lo:hi])
    n = max(1, math.ceil(total / capacity))
    target = min(capacity, math.ceil(total / n))
    out, start = [], lo
    while start < hi:
        end, used = start, 0
        while end < hi and used + counts[end] <= capacity and (used < target or end == start):
            used += counts[end]
            end += 1
        out.append((start, end))
        start = end
    return out


# -- batching -----------------------------------------------------------------------------------------


def collate(chunks: Sequence[Chunk], pad_token_id: int = 0, pad_to: int | None = None) -> dict[str, Any]:
    """Pad chunks into a batch whose keys are exactly ``DocxForTokenClassification.forward``'s keywords.

    Tensors: ``input_ids`` (B, N), ``attention_mask`` (B, N), ``bbox`` (B, N, 4), and when present
    ``labels`` (B, N; -100 on padding), ``xpath_tags`` / ``xpath_subs`` (B, N, D), ``line_ids`` /
    ``block_ids`` (B, N; -1 on padding), ``position_ids`` (B, N; 0 on padding). ``format`` is a plain
    string (one format per batch). N is the longest chunk, or ``pad_to`` (models with a fixed length, e.g.
    Linformer's projection). Move a batch with :func:`to_device`, which leaves the string alone.
    """
    import torch

    if not chunks:
        raise ValueError("no chunks to collate")
    formats = {c.format for c in chunks}
    if len(formats) > 1:
        raise ValueError(f"one format per batch, got {sorted(formats)}")
    n = max(len(c) for c in chunks)
    if pad_to is not None:
        if pad_to < n:
            raise ValueError(f"pad_to={pad_to} is shorter than the longest chunk ({n})")
        n = pad_to
    b = len(chunks)
    input_ids = torch.full((b, n), pad_token_id, dtype=torch.long)
    attention_mask = torch.zeros((b, n), dtype=torch.long)
    bbox = torch.zeros((b, n, 4), dtype=torch.long)  # PAD_BOX
    for i, c in enumerate(chunks):
        k = len(c)
        input_ids[i, :k] = torch.tensor(c.input_ids, dtype=torch.long)
        attention_mask[i, :k] = 1
        bbox[i, :k] = torch.tensor(c.bbox, dtype=torch.long)
    batch: dict[str, Any] = {"input_ids": input_ids, "attention_mask": attention_mask, "bbox": bbox}
    if all(c.labels is not None for c in chunks):
        labels = torch.full((b, n), IGNORE_INDEX, dtype=torch.long)
        for i, c in enumerate(chunks):
            labels[i, : len(c)] = torch.tensor(c.labels, dtype=torch.long)
        batch["labels"] = labels
    for key, pad in (("line_ids", -1), ("block_ids", -1), ("position_ids", 0)):  # when the chunks carry them
        if all(getattr(c, key) is not None for c in chunks):
            ids = torch.full((b, n), pad, dtype=torch.long)
            for i, c in enumerate(chunks):
                ids[i, : len(c)] = torch.tensor(getattr(c, key), dtype=torch.long)
            batch[key] = ids
    if all(c.xpath_tags is not None for c in chunks):
        depth = len(chunks[0].xpath_tags[0])
        tags = torch.zeros((b, n, depth), dtype=torch.long)
        subs = torch.zeros((b, n, depth), dtype=torch.long)
        for i, c in enumerate(chunks):
            k = len(c)
            tags[i, :k] = torch.tensor(c.xpath_tags, dtype=torch.long)
            subs[i, :k] = torch.tensor(c.xpath_subs, dtype=torch.long)
            tags[i, k:] = tags[i, 0]  # padding looks like the special tokens
            subs[i, k:] = subs[i, 0]
        batch["xpath_tags"], batch["xpath_subs"] = tags, subs
    batch["format"] = chunks[0].format
    return batch


def to_device(batch: Mapping[str, Any], device: Any) -> dict[str, Any]:
    """Move every tensor of a batch to ``device``; other values (``format``) pass through."""
    return {k: v.to(device) if hasattr(v, "to") else v for k, v in batch.items()}


def merge_word_logits(chunks: Sequence[Chunk], per_chunk_logits: Sequence[Any], num_words: int):
    """Word-level logits (num_words, C) from per-chunk token logits (each (≥len(chunk), C), padding allowed).

    Each word's logits are read at its first subword; a word seen by several overlapping windows gets the
    mean of them. Raises if a word was seen by no chunk (a chunking bug, never a user error).
    """
    import torch

    if len(chunks) != len(per_chunk_logits):
        raise ValueError(f"{len(per_chunk_logits)} logit blocks for {len(chunks)} chunks")
    if not chunks:
        return torch.zeros((num_words, 0))
    num_classes = per_chunk_logits[0].shape[-1]
    total = torch.zeros((num_words, num_classes), dtype=torch.float32)
    seen = torch.zeros(num_words, dtype=torch.float32)
    for c, logits in zip(chunks, per_chunk_logits):
        ids = torch.tensor(c.word_ids, dtype=torch.long)
        pos = (ids >= 0).nonzero(as_tuple=True)[0]  # token positions of first subwords
        words = ids[pos]
        total.index_add_(0, words, logits[: len(c)].detach().float().cpu()[pos])
        seen.index_add_(0, words, torch.ones(len(words)))
    if num_words and bool((seen == 0).any()):
        missing = (seen == 0).nonzero(as_tuple=True)[0][:5].tolist()
        raise RuntimeError(f"words {missing} were not in any chunk")
    return total / seen.clamp(min=1).unsqueeze(-1)
