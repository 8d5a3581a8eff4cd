"""BIESO encode/decode: the identity on valid span sets, a documented repair on anything else."""

from hypothesis import given, settings
from hypothesis import strategies as st

from docx_cli.tagging import (
    IGNORE_INDEX,
    Span,
    fields_of,
    first_subword_labels,
    parse_tag,
    spans_to_tags,
    tag_set,
    tags_to_spans,
)

LABELS = ["date", "total_amount", "item-id"]  # a hyphen inside a field name must survive


@st.composite
def span_sets(draw):
    n = draw(st.integers(0, 40))
    cuts = sorted(draw(st.sets(st.integers(0, n), max_size=12)))
    spans = []
    for a, b in zip(cuts[::2], cuts[1::2]):
        if b > a and draw(st.booleans()):
            spans.append(Span(draw(st.sampled_from(LABELS)), a, b))
    return n, spans


@settings(max_examples=300, deadline=None)
@given(span_sets())
def test_encode_decode_is_identity(case):
    n, spans = case
    tags = spans_to_tags(n, spans)
    assert len(tags) == n
    assert tags_to_spans(tags) == spans


ANY_TAG = st.one_of(
    st.sampled_from(tag_set(LABELS)),
    st.sampled_from(["", "X", "B-", "Q-date", "b-date", "L-date", "U-total_amount", "I-other"]),
    st.none(),
    st.text(max_size=6),
)


@settings(max_examples=300, deadline=None)
@given(st.lists(ANY_TAG, max_size=40))
def test_any_sequence_decodes_to_valid_spans(tags):
    spans = tags_to_spans(tags)
    covered = [False] * len(tags)
    for s in spans:
        assert 0 <= s.start < s.end <= len(tags)
        for i in range(s.start, s.end):
            assert not covered[i], "spans overlap"
            covered[i] = True
            assert parse_tag(tags[i])[1] == s.label
    # every taggable word belongs to exactly one span
    assert covered == [parse_tag(t) is not None for t in tags]
    # the repair is a fixed point: re-encoding the repaired spans decodes to the same spans
    assert tags_to_spans(spans_to_tags(len(tags), spans)) == spans


def test_repair_rule_examples():
    d = lambda *t: [(s.label, s.start, s.end) for s in tags_to_spans(list(t))]
    assert d("I-a", "E-a") == [("a", 0, 2)]  # I without B starts the span
    assert d("E-a") == [("a", 0, 1)]  # E alone is a one-word span
    assert d("B-a", "I-a") == [("a", 0, 2)]  # B without E ends at its run's last word
    assert d("B-a", "O", "E-a") == [("a", 0, 1), ("a", 2, 3)]  # O breaks a span
    assert d("B-a", "I-b", "E-b") == [("a", 0, 1), ("b", 1, 3)]  # label switch: new span
    assert d("B-a", "B-a", "E-a") == [("a", 0, 1), ("a", 1, 3)]  # B always begins
    assert d("S-a", "I-a") == [("a", 0, 1), ("a", 1, 2)]  # S closes at once
    assert d("B-a", "E-a", "E-a") == [("a", 0, 2), ("a", 2, 3)]
    assert d("B-a", "junk", "U-a", "L-a") == [("a", 0, 1), ("a", 2, 3), ("a", 3, 4)]


def test_tag_set_and_labels():
    tags = tag_set(["date", "total"])
    assert tags == ["O", "B-date", "I-date", "E-date", "S-date", "B-total", "I-total", "E-total", "S-total"]
    assert fields_of(tags) == ["date", "total"]
    label2id = {t: i for i, t in enumerate(tags)}
    # word 0 = 2 subwords, word 1 = 1 subword, word 2 unlabelled; [CLS]/[SEP] at the ends
    word_ids = [-1, 0, -1, 1, 2, -1]
    assert first_subword_labels(word_ids, ["B-date", "E-date", None], label2id) == [
        IGNORE_INDEX, 1, IGNORE_INDEX, 3, 0, IGNORE_INDEX,
    ]


def test_bad_spans_rejected():
    import pytest

    with pytest.raises(ValueError):
        spans_to_tags(3, [Span("a", 0, 2), Span("b", 1, 3)])
    with pytest.raises(ValueError):
        spans_to_tags(3, [Span("a", 2, 4)])
