"""Synthetic documents as JSONL training records (``docx synth --jsonl FILE``): one gold Document per line,
the form ``docx train`` reads with ``data: {kind: jsonl}`` — no PDF is written, so this is the fast path.

With ``scan`` options (``docx synth --image [--ocr] --jsonl FILE``) each record is instead the document as a
scan: rendered to page images with scan noise and, with ``--ocr``, the words the OCR engine of ``docx
extract`` reads from them, labelled from the gold (``generate.scan_document``); the images live in a
temporary folder only. Each worker process reads one document at a time, single-threaded.

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
from docx_cli.synth.generate import SynthOptions, single_threaded_workers
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


def _record(args: tuple[str, str, int, int, bool, bool, SynthOptions | None]) -> str:
    from docx_cli.synth.generate import synthesize

    kind, split, seed, index, composed, repeats, scan = args
    s = synthesize(kind, split, seed, index, composed=composed)
    doc = s.gold
    if scan is not None:
        from docx_cli.synth.generate import scan_document
        from docx_cli.synth.render_pdf import render_pdf

        doc, _ = scan_document(s, render_pdf(s.pages, title=s.id), scan)
    return finish_record(doc, s.id, source_set(s.kind, split, composed, scan), split, repeats)


def source_set(kind: str, split: str, composed: bool, scan: SynthOptions | None = None) -> str:
    suffix = "" if scan is None else "-scan-ocr" if scan.ocr else "-scan"
    return f"synth-{'composed-' if composed else ''}{kind}-{split}{suffix}"


def finish_record(doc: Document, doc_id: str, source: str, split: str, repeats: bool) -> str:
    """The JSON line of one record: its id and source set in the metadata, repeated values tagged (train)."""
    doc.metadata["id"] = doc_id
    doc.metadata["source_set"] = source
    if repeats and split == "train":  # validation records keep the scoring rule: each value labelled once
        doc = tag_repeated_header(doc)
    return doc.dumps()


def records(kind: str, n: int, *, split: str = "train", seed: int = 0, start: int = 0, composed: bool = True,
            tag_repeats: bool = True, jobs: int = 1, scan: SynthOptions | None = None) -> Iterator[str]:
    """Document JSON lines of documents ``start .. start+n-1`` in index order (``jobs`` worker processes);
    ``scan``: the documents as scans (its ``dpi``, ``ocr``, ``ocr_engine``), see the module docstring."""
    tasks = [(kind, split, seed, i, composed, tag_repeats, scan) for i in range(start, start + n)]
    if jobs <= 1 or n < (8 if scan is None else 2):
        for t in tasks:
            yield _record(t)
        return
    from multiprocessing import get_context

    if scan is not None:
        single_threaded_workers()
    chunk = 1 if scan is not None else max(1, min(32, n // (jobs * 8)))
    with get_context("spawn").Pool(jobs) as pool:  # spawn, like generate(): no forked torch threads
        yield from pool.imap(_record, tasks, chunksize=chunk)


def folder_records(out: str | Path, recs: list[dict], *, split: str, composed: bool, scan: SynthOptions,
                   tag_repeats: bool = True) -> Iterator[str]:
    """The JSON lines of the scan Documents ``generate`` wrote to ``out`` (``--out`` and ``--jsonl`` both
    given: each document is read by the OCR once)."""
    for r in recs:
        doc = Document.loads((Path(out) / r["image_gold"]).read_text(encoding="utf-8"))
        yield finish_record(doc, r["id"], source_set(r["kind"], split, composed, scan), split, tag_repeats)


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
