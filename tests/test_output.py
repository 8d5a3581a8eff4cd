"""`docx extract --min-confidence P` on the shipped example: values less sure than P are null, what was found
kept under candidates."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from docx_cli.output import apply_min_confidence

ROOT = Path(__file__).resolve().parents[1]
INVOICE = ROOT / "examples" / "invoice.pdf"


def test_min_confidence_rule():
    record = {"source": "a", "fields": {
        "date": {"value": "03/20/2024", "confidence": 0.6, "candidates": [{"value": "04/19/2024", "confidence": 0.5}]},
        "total_amount": {"value": "12.00", "confidence": 0.95}, "tax_amount": None,
        "party": [{"value": "A", "confidence": 0.9}, {"value": "B", "confidence": 0.4}]},
        "line_items": [{"quantity": {"value": "2", "confidence": 0.3}, "line_amount": {"value": "4.00",
                                                                                     "confidence": 0.99}}]}
    out = apply_min_confidence(record, 0.8)
    assert out["fields"]["date"] == {"value": None, "confidence": 0.6, "candidates": [
        {"value": "03/20/2024", "confidence": 0.6}, {"value": "04/19/2024", "confidence": 0.5}]}
    assert out["fields"]["total_amount"] == record["fields"]["total_amount"]
    assert out["fields"]["tax_amount"] is None and [v["value"] for v in out["fields"]["party"]] == ["A"]
    assert out["line_items"][0]["quantity"]["value"] is None
    assert out["line_items"][0]["line_amount"]["value"] == "4.00"
    assert record["fields"]["date"]["value"] == "03/20/2024"  # the input is not changed
    assert apply_min_confidence({"source": "x", "error": {"code": "c"}}, 0.5) == {"source": "x", "error": {"code": "c"}}


@pytest.mark.slow
def test_extract_min_confidence_on_the_example_invoice(monkeypatch, capsys):
    if not (ROOT / "models" / "default" / "model.safetensors").is_file():
        pytest.skip("no default model (make model)")
    from test_extract_cli import run_cli

    results = {}
    for p in (None, "0.99"):
        args = ["extract", str(INVOICE), "--runtime", "torch", "--precision", "fp32"]
        code, out, err = run_cli(args + (["--min-confidence", p] if p else []), monkeypatch, capsys)
        assert code == 0, err
        results[p] = json.loads(out)
    plain, strict = results[None], results["0.99"]
    nulled = [k for k, v in plain["fields"].items() if v and v["confidence"] < 0.99]
    kept = [k for k, v in plain["fields"].items() if v and v["confidence"] >= 0.99]
    assert nulled and kept
    for k in nulled:
        assert strict["fields"][k]["value"] is None
        assert strict["fields"][k]["candidates"][0]["value"] == plain["fields"][k]["value"]
    for k in kept:
        assert strict["fields"][k] == plain["fields"][k]
    code, out, err = run_cli(["extract", str(INVOICE), "--min-confidence", "1.5"], monkeypatch, capsys)
    assert code != 0


def test_a_models_own_floors_decode_and_the_users_floor_replaces_them(tmp_path):
    """labels.json "min_confidence" (field → floor) is applied by decoding itself, so `docx extract` and
    `docx evaluate` see the same values; --min-confidence replaces it (0: every value found)."""
    import shutil

    from docx_cli.decode.floors import apply_floors
    from docx_cli.decode.params import DEFAULT, with_floors
    from docx_cli.decode.values import decode_fields, flatten_values
    from docx_cli.document import Document, Page, Word
    from docx_cli.errors import ConfigError
    from docx_cli.registry import describe

    words = tuple(Word(t, (10 * i, 0, 10 * i + 8, 5), line_id=0) for i, t in enumerate(["Acme", "Bolt", "2024-03-01"]))
    doc = Document("c.pdf", (Page(1, 100, 100, words=words),))
    kinds = {"party": "multi", "date": "single"}
    tags, probs = ["S-party", "S-party", "S-date"], [0.9, 0.5, 0.6]
    fields, _ = decode_fields(doc, tags, probs, kinds, params=with_floors(DEFAULT, {"party": 0.7, "date": 0.65}))
    assert [p["value"] for p in fields["party"]] == ["Acme"]
    assert fields["date"]["value"] is None and fields["date"]["candidates"][0]["value"] == "2024-03-01"
    assert flatten_values(fields, []) == {"party": ["Acme"]}  # what field F1 scores: the nulled date is no value
    plain, _ = decode_fields(doc, tags, probs, kinds)
    assert [p["value"] for p in plain["party"]] == ["Acme", "Bolt"] and plain["date"]["value"] == "2024-03-01"
    assert apply_floors(plain, [], {"party": 0.7})[0]["party"] == fields["party"]

    model = ROOT / "models" / "default"
    if not (model / "model.safetensors").is_file():
        pytest.skip("no default model (make model)")
    d = tmp_path / "m"
    shutil.copytree(model, d, ignore=shutil.ignore_patterns("*.yaml", "MODEL_CARD.md"))
    labels = json.loads((d / "labels.json").read_text())
    (d / "labels.json").write_text(json.dumps({**labels, "min_confidence": {"total_amount": 1.0}}))
    assert describe(d).min_confidence == {"total_amount": 1.0}
    from docx_cli import extract, load_model
    from docx_cli.pipeline import ExtractOptions

    loaded = load_model(str(d))
    floored = extract(str(INVOICE), loaded).to_json()["fields"]["total_amount"]
    assert floored["value"] is None and floored["candidates"][0]["value"]
    shown = extract(str(INVOICE), loaded, ExtractOptions(min_confidence=0.0)).to_json()["fields"]["total_amount"]
    assert shown["value"] == floored["candidates"][0]["value"]
    (d / "labels.json").write_text(json.dumps({**labels, "min_confidence": {"total_amount": "high"}}))
    with pytest.raises(ConfigError, match="min_confidence"):
        describe(d)


def test_a_models_value_counts_keep_the_first_named(tmp_path):
    """labels.json "max_values" (multi field → count): the first values in reading order, after the floors
    (a contract names its parties in its opening; a signatory later is not one); a bad count is refused."""
    from docx_cli.decode.params import DEFAULT, with_floors
    from docx_cli.decode.values import decode_fields
    from docx_cli.document import Document, Page, Word
    from docx_cli.errors import ConfigError
    from docx_cli.modeling.validate import validate_labels_dict

    texts = ["Acme", "Bolt", "Carol", "Dan"]
    words = tuple(Word(t, (10 * i, 0, 10 * i + 8, 5), line_id=0) for i, t in enumerate(texts))
    doc = Document("c.pdf", (Page(1, 100, 100, words=words),))
    kinds = {"party": "multi"}
    tags, probs = ["S-party"] * 4, [0.8, 0.5, 0.99, 0.9]  # Bolt under the floor; Carol the surest
    fields, _ = decode_fields(doc, tags, probs, kinds, params=with_floors(DEFAULT, {"party": 0.7}, {"party": 2}))
    assert [p["value"] for p in fields["party"]] == ["Acme", "Carol"]
    every, _ = decode_fields(doc, tags, probs, kinds, params=with_floors(DEFAULT, None, {"party": 9}))
    assert [p["value"] for p in every["party"]] == texts
    assert validate_labels_dict({"max_values": {"party": 2}})["max_values"] == {"party": 2}
    for bad in ({"party": 0}, {"party": 1.5}, {"party": True}, [2]):
        with pytest.raises(ConfigError, match="max_values"):
            validate_labels_dict({"max_values": bad})
    kinds = {"party": "multi", "term": "single"}
    with pytest.raises(ConfigError, match="list fields .* term"):  # one value already: a count means a typo
        validate_labels_dict({"fields": kinds, "max_values": {"term": 1}})
    with pytest.raises(ConfigError, match="does not have: partys"):
        validate_labels_dict({"fields": kinds, "max_values": {"partys": 2}})
    with pytest.raises(ConfigError, match="min_confidence .* does not have: total"):
        validate_labels_dict({"fields": kinds, "min_confidence": {"total": 0.5}})
