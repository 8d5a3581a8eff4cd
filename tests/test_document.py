"""The document model: immutability, the JSON form (version 1) and the 0..1000 box grid."""

import dataclasses
import json
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from docx_cli.document import GRID, JSON_VERSION, Document, Page, Word, normalize_box, union_box
from docx_cli.errors import InputError


def _doc() -> Document:
    words = (
        Word("Invoice", (72.0, 70.12, 120.4, 82.0), line_id=0, block_id=0),
        Word("No.", (124.0, 70.0, 140.0, 82.0), line_id=0, block_id=0, confidence=0.9312, label="O"),
        Word("PO-88213", (144.0, 70.0, 190.0, 82.0), line_id=0, block_id=0, label="S-document_number"),
    )
    web = (Word("Total", xpath="/html/body/div/span[2]", line_id=0, block_id=0),)
    return Document(
        source="a.pdf",
        pages=(Page(1, 612.0, 792.0, "pt", "pdf", words), Page(2, 0.0, 0.0, "none", "html", web)),
        metadata={"reader": "test"},
    )


def test_document_is_immutable():
    doc = _doc()
    with pytest.raises(dataclasses.FrozenInstanceError):
        doc.pages[0].words[0].text = "x"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        doc.source = "b.pdf"  # type: ignore[misc]
    assert isinstance(doc.pages, tuple) and isinstance(doc.pages[0].words, tuple)


def test_json_round_trip_keeps_every_field():
    doc = _doc()
    data = json.loads(doc.dumps())
    assert data["docx_version"] == JSON_VERSION
    assert data["pages"][0]["words"][1] == {
        "text": "No.", "box": [124.0, 70.0, 140.0, 82.0], "line": 0, "block": 0, "conf": 0.9312,
        "xpath": None, "label": "O",
    }
    back = Document.loads(doc.dumps())
    assert back == doc
    assert back.metadata == {"reader": "test"}
    assert back.pages[1].words[0].xpath == "/html/body/div/span[2]"
    assert back.pages[1].words[0].box is None


def test_json_boxes_are_rounded_to_hundredths():
    doc = Document("x", (Page(1, 10.0, 10.0, words=(Word("a", (1.23456, 2.0, 3.0, 4.005)),)),))
    assert Document.loads(doc.dumps()).pages[0].words[0].box == (1.23, 2.0, 3.0, 4.0)


@pytest.mark.parametrize(
    "text, code",
    [
        ('{"pages": []}', "bad_json"),  # no version: not ours
        ('{"docx_version": 99, "pages": []}', "bad_json"),
        ('{"docx_version": 1}', "bad_json"),  # no pages
        ('{"docx_version": 1, "pages": [{"words": []}]}', "bad_json"),  # page without number
        ("{not json", "bad_json"),
    ],
)
def test_bad_json_is_an_input_error(text, code):
    with pytest.raises(InputError) as e:
        Document.loads(text)
    assert e.value.code == code


def test_views_and_labels():
    doc = _doc()
    assert doc.num_words == 4
    assert [w.text for _, w in doc.iter_words()] == ["Invoice", "No.", "PO-88213", "Total"]
    assert doc.text() == "Invoice No. PO-88213\nTotal"
    tagged = doc.with_labels(["O", "O", "S-document_number", None])
    assert [w.label for _, w in tagged.iter_words()] == ["O", "O", "S-document_number", None]
    assert doc.pages[0].words[0].label is None  # the original is untouched
    with pytest.raises(ValueError):
        doc.with_labels(["O"])


def test_normalize_box_scales_to_grid():
    assert normalize_box((0, 0, 612, 792), 612, 792) == (0, 0, GRID, GRID)
    assert normalize_box((306, 396, 459, 594), 612, 792) == (500, 500, 750, 750)


@pytest.mark.parametrize(
    "box, expect",
    [
        ((-50, -10, 700, 900), (0, 0, 1000, 1000)),  # out of page: clamped
        ((459, 594, 306, 396), (500, 500, 750, 750)),  # inverted: re-ordered
        ((math.nan, 0, math.inf, 10), (0, 0, 0, 13)),  # not finite: 0
        (None, (0, 0, 0, 0)),  # no geometry
    ],
)
def test_normalize_box_never_leaves_the_grid(box, expect):
    assert normalize_box(box, 612, 792) == expect


def test_normalize_box_on_a_page_without_size():
    assert normalize_box((1, 2, 3, 4), 0, 0) == (0, 0, 0, 0)


finite = st.floats(allow_nan=True, allow_infinity=True, width=32)


@settings(max_examples=300, deadline=None)
@given(st.tuples(finite, finite, finite, finite), st.floats(0.1, 1e5), st.floats(0.1, 1e5))
def test_normalize_box_property(box, w, h):
    x0, y0, x1, y1 = normalize_box(box, w, h)
    for v in (x0, y0, x1, y1):
        assert isinstance(v, int) and 0 <= v <= GRID  # a valid row of a (GRID + 1)-row embedding table
    assert x0 <= x1 or not all(map(math.isfinite, box))
    assert y0 <= y1 or not all(map(math.isfinite, box))


def test_union_box():
    assert union_box([(1, 2, 3, 4), None, (0, 5, 2, 6)]) == (0, 2, 3, 6)
    assert union_box([None]) is None
