"""scripts/layouts_set.py: hand-written layouts as PDFs and scans with their values. The values must be what the
pages print: each document's number, names and line items are found in its text layer."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pdfplumber

ROOT = Path(__file__).resolve().parents[1]


def _script():
    spec = importlib.util.spec_from_file_location("layouts_set", ROOT / "scripts" / "layouts_set.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _letters(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalnum())


def _printed(out: Path, names) -> list[dict]:
    """The values file's rows, each checked against its PDF's text layer: its number, names and items' words."""
    rows = [json.loads(line) for line in (out / "values.jsonl").read_text(encoding="utf-8").splitlines()]
    assert [r["file"] for r in rows] == [f"{name}.pdf" for name in names]
    assert "kind: values" in (out / "layouts.yaml").read_text(encoding="utf-8")
    for row in rows:
        with pdfplumber.open(out / row["file"]) as pdf:
            text = _letters(" ".join(page.extract_text() or "" for page in pdf.pages))
        fields = row["fields"]
        for name in ("document_number", "vendor_name", "customer_name"):
            if name in fields:
                assert _letters(fields[name]) in text, (row["file"], name)
        assert row["line_items"], row["file"]
        for item in row["line_items"]:  # (a description wrapped over two lines: its words, the row between)
            assert all(_letters(w) in text for w in item["description"].split()), (row["file"], item["description"])
    return rows


def test_every_layouts_values_are_printed_on_its_pages(tmp_path):
    script = _script()
    assert script.main(["--out", str(tmp_path), "--no-scans"]) == 0
    rows = _printed(tmp_path, script.LAYOUTS)
    inv11 = next(r for r in rows if r["file"] == "inv11.pdf")
    assert len(inv11["line_items"]) == 25  # a table over two pages


def test_the_second_set_of_layouts_is_printed_with_its_values(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT / "scripts"))  # (its layouts are modules beside the script)
    script = _script()
    assert script.main(["--out", str(tmp_path), "--set", "b"]) == 0
    table, scanned = script.layouts("b")
    assert len(table) == 10 and not set(table) & set(script.LAYOUTS)
    rows = _printed(tmp_path, table)
    assert {r["fields"]["currency"] for r in rows} >= {"AUD", "CHF", "PLN", "EUR", "GBP", "USD"}
    assert sorted(p.stem for p in (tmp_path / "scans").glob("*.jpg")) == sorted(scanned)


def test_the_later_sets_of_layouts_are_printed_with_their_values(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT / "scripts"))
    script = _script()
    seen = set(script.LAYOUTS) | set(script.layouts("b")[0])
    for name in [*"cdefghijklmnopqrstuvwxyz", "aa", "ab", "ac", "ad", "ae", "af", "ag", "ah", "ai", "aj", "ak", "al", "am", "an", "ao", "ap", "aq", "ar", "as", "at", "au"]:
        out = tmp_path / name
        assert script.main(["--out", str(out), "--set", name, "--no-scans"]) == 0
        table, _ = script.layouts(name)
        assert len(table) in (5, 10) and not set(table) & seen
        seen |= set(table)
        _printed(out, table)


def test_a_scan_is_written_for_the_layouts_that_have_one(tmp_path):
    script = _script()
    assert script.main(["--out", str(tmp_path)]) == 0
    scans = sorted(p.stem for p in (tmp_path / "scans").glob("*.jpg"))
    assert scans == sorted(script.SCANNED)
    rows = (tmp_path / "scans" / "values.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(rows) == len(script.SCANNED)
