"""The BIESO tagging scheme at word level: spans ↔ tags, and first-subword labelling.

Every word of a document carries one tag: ``O`` (outside any field), or ``B-``/``I-``/``E-`` (begin, inside,
end of a multi-word value) or ``S-`` (a one-word value) followed by the field name (``S-date``,
``B-total_amount`` …). A :class:`Span` is ``(label, start, end)`` over word indices, ``end`` exclusive.

Models see subword tokens, not words. Only the FIRST subword of each word is labelled (the rest get -100,
ignored by the loss) and only its prediction is read back; the word's tag is that prediction.

Decoding a predicted sequence must never fail, so :func:`tags_to_spans` repairs invalid sequences by one
rule, applied left to right (the "lenient" reading, as conlleval / seqeval's default mode do):

    A span is open from a tag that begins it until a tag that ends it.
    * ``B-X`` and ``S-X`` always begin a new span (closing any open one); ``S-X`` also ends it at once.
    * ``I-X`` / ``E-X`` continue the open span when its label is ``X``; otherwise (no open span, or a
      different label) they begin a new ``X`` span — an I or E without its B starts the value there.
    * ``E-X`` ends the span it belongs to.
    * ``O``, an unknown tag, or the end of the sequence close the open span (a B without its E ends at the
      last word of its run).

So every non-``O`` tag belongs to exactly one span, spans never overlap, and a valid sequence decodes to
exactly the spans it encodes, in document order.
BILOU spellings are accepted on input (``L-`` = ``E-``, ``U-`` = ``S-``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

OUTSIDE = "O"
PREFIXES = ("B", "I", "E", "S")
IGNORE_INDEX = -100  # label of subwords that are not the first of their word, and of special tokens
_ALIASES = {"L": "E", "U": "S"}


@dataclass(frozen=True, slots=True)
class Span:
    """A field value over words ``start .. end-1`` (document word indices)."""

    label: str
    start: int
    end: int  # exclusive

    def __len__(self) -> int:
        return self.end - self.start


def _by_position(s: Span) -> tuple[int, int]:
    return (s.start, s.end)


def tag_set(fields: Iterable[str]) -> list[str]:
    """``["O", "B-f", "I-f", "E-f", "S-f", ...]`` for each field in the given order; index = class id."""
    tags = [OUTSIDE]
    for f in fields:
        if not f or f == OUTSIDE:
            raise ValueError(f"bad field name {f!r}")
        tags += [f"{p}-{f}" for p in PREFIXES]
    return tags


def fields_of(tags: Iterable[str]) -> list[str]:
    """The field names of a tag set, in order of first appearance (inverse of :func:`tag_set`)."""
    seen: dict[str, None] = {}
    for t in tags:
        parsed = parse_tag(t)
        if parsed is not None:
            seen.setdefault(parsed[1], None)
    return list(seen)


def parse_tag(tag: str | None) -> tuple[str, str] | None:
    """``"B-date"`` → ``("B", "date")``; ``O``, ``None`` and anything unparsable → ``None``."""
    if not tag or tag == OUTSIDE or len(tag) < 3 or tag[1] != "-":
        return None
    prefix = _ALIASES.get(tag[0], tag[0])
    if prefix not in PREFIXES:
        return None
    return prefix, tag[2:]


def spans_to_tags(n_words: int, spans: Iterable[Span]) -> list[str]:
    """Encode non-overlapping spans as one BIESO tag per word."""
    tags = [OUTSIDE] * n_words
    for s in sorted(spans, key=_by_position):
        if not 0 <= s.start < s.end <= n_words:
            raise ValueError(f"{s} outside 0..{n_words}")
        if any(t != OUTSIDE for t in tags[s.start : s.end]):
            raise ValueError(f"{s} overlaps another span")
        if s.end - s.start == 1:
            tags[s.start] = f"S-{s.label}"
        else:
            tags[s.start] = f"B-{s.label}"
            tags[s.start + 1 : s.end - 1] = [f"I-{s.label}"] * (s.end - s.start - 2)
            tags[s.end - 1] = f"E-{s.label}"
    return tags


def tags_to_spans(tags: Sequence[str | None]) -> list[Span]:
    """Decode any tag sequence into spans, repairing invalid ones by the rule in the module docstring."""
    spans: list[Span] = []
    open_label: str | None = None
    open_start = 0

    def close(end: int) -> None:
        nonlocal open_label
        if open_label is not None:
            spans.append(Span(open_label, open_start, end))
            open_label = None

    for i, tag in enumerate(tags):
        parsed = parse_tag(tag)
        if parsed is None:  # O or garbage
            close(i)
            continue
        prefix, label = parsed
        continues = open_label == label and prefix in ("I", "E")
        if not continues:
            close(i)
            open_label, open_start = label, i
        if prefix in ("E", "S"):
            close(i + 1)
    close(len(tags))
    return spans


# -- first-subword labelling ----------------------------------------------------------------------------


def first_subword_labels(
    word_ids: Sequence[int], word_tags: Sequence[str | None], label2id: Mapping[str, int]
) -> list[int]:
    """Token labels for a chunk: the word's class id on its first subword, -100 everywhere else.

    ``word_ids[k]`` is the document word index on the first subword of a word and -1 on other subwords and
    special tokens (the :class:`docx_cli.layout.chunking.Chunk` convention). A word without a gold tag
    counts as ``O``; a tag the model does not know is an error (silently mapping it would hide a bad
    labels.json / dataset mismatch).
    """
    out: list[int] = []
    for w in word_ids:
        if w < 0:
            out.append(IGNORE_INDEX)
            continue
        tag = word_tags[w] or OUTSIDE
        if tag not in label2id:
            raise ValueError(f"tag {tag!r} of word {w} is not in the model's tag set")
        out.append(label2id[tag])
    return out
