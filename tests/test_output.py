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
