"""Synthetic documents as JSONL training records (``docx synth --jsonl FILE``): one gold Document per line,
the form ``docx train`` reads with ``data: {kind: jsonl}`` — no PDF is written, so this is the fast path.

Training records (split ``train``) tag every copy of a single-field value that a later page repeats (:func:`tag_repeated_header`,
as ``scripts/default_data.py`` does for the union it trains on): a later page read alone by split-page
chunking would otherwise teach "the same words in the same place are O this time".
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

from docx_cli.document import Document
from docx_cli.synth.compose import FIELD_KINDS
from docx_cli.tagging import Span, spans_to_tags, tags_to_spans

SINGLE = {f for f, k in FIELD_KINDS.items() if k == "single"} | {"period_start", "period_end"}


def tag_repeated_header(doc: Document) -> Document:
    """Tag the exact copies, on other pages, of each single-field span of 4+ characters (not currency)."""
    entries = list(doc.iter_words())
    texts = [w.text for _, w in entries]
    pages = [p.number for p, _ in entries]
    tags = [w.label or "O" for _, w in entries]
    spans = tags_to_spans(tags)
    used = [t != "O" for t in tags]
    extra = []
    for sp in spans:
        seq = texts[sp.start:sp.end]
        if sp.label not in SINGLE or sp.label == "currency" or len("".join(seq)) < 4:
            continue
        n = len(seq)
        for k in range(len(texts) - n + 1):
            if (pages[k] != pages[sp.start] and pages[k + n - 1] == pages[k] and texts[k:k + n] == seq
                    and not any(used[k:k + n])):
                extra.append(Span(sp.label, k, k + n))
                used[k:k + n] = [True] * n
    if not extra:
        return doc
    labelled = doc.with_labels(spans_to_tags(len(tags), sorted([*spans, *extra], key=lambda x: x.start)))
    meta = {**doc.metadata, "repeated_header_tags": len(extra)}
    return Document(source=labelled.source, pages=labelled.pages, format=labelled.format, metadata=meta)


def _record(args: tuple[str, str, int, int, bool, bool]) -> str:
    from docx_cli.synth.generate import synthesize

    kind, split, seed, index, composed, repeats = args
    s = synthesize(kind, split, seed, index, composed=composed)
    doc = s.gold
    doc.metadata["id"] = s.id
    doc.metadata["source_set"] = f"synth-{'composed-' if composed else ''}{s.kind}-{split}"
    if repeats and split == "train":  # validation records keep the scoring rule: each value labelled once
        doc = tag_repeated_header(doc)
    return doc.dumps()


def records(kind: str, n: int, *, split: str = "train", seed: int = 0, start: int = 0, composed: bool = True,
            tag_repeats: bool = True, jobs: int = 1) -> Iterator[str]:
    """Document JSON lines of documents ``start .. start+n-1`` in index order (``jobs`` worker processes)."""
    tasks = [(kind, split, seed, i, composed, tag_repeats) for i in range(start, start + n)]
    if jobs <= 1 or n < 8:
        for t in tasks:
            yield _record(t)
        return
    from multiprocessing import get_context

    with get_context("spawn").Pool(jobs) as pool:  # spawn, like generate(): no forked torch threads
        yield from pool.imap(_record, tasks, chunksize=max(1, min(32, n // (jobs * 8))))


def write_records(path: str | Path, lines: Iterator[str], progress=None) -> int:
    """Write the lines to ``path`` atomically (a temporary file renamed at the end); returns the count."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    n = 0
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            for line in lines:
                f.write(line + "\n")
                n += 1
                if progress is not None:
                    progress()
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return n
