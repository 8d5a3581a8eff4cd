"""`docx extract --format json|jsonl|csv` on the shipped example documents (docx_cli/formats.py)."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from cli_run import run_docx

from docx_cli.formats import BatchOutput, _safe, csv_text

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
FILES = [str(EXAMPLES / "invoice.pdf"), str(EXAMPLES / "order-long.pdf")]


def _shown(cell):
    if not isinstance(cell, dict) or cell.get("value") is None:
        return ""
    return str(cell["normalized"] if cell.get("normalized") is not None else cell["value"])


def _read(path: Path) -> list[dict[str, str]]:
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


@pytest.fixture(scope="module")
def csv_run(tmp_path_factory):
    """One `--format csv --out DIR` run over two real PDFs and a missing file (and its per-input JSON)."""
    monkeypatch = pytest.MonkeyPatch()
    capsys = _Capture()
    out = tmp_path_factory.mktemp("csv")
    missing = str(out.parent / "missing.pdf")
    code, stdout, err = run_docx(["extract", "--format", "csv", "--out", out, *FILES, missing], capsys, monkeypatch)
    monkeypatch.undo()
    records = {}
    for p in out.glob("*.json"):
        r = json.loads(p.read_text())
        records[r["source"]] = r
    return {"code": code, "stdout": stdout, "err": err, "out": out, "records": records, "missing": missing}


class _Capture:
    """capsys for a module-scoped fixture: stdout/stderr swapped for StringIO around the call."""

    def __init__(self):
        import sys

        self.sys = sys
        self.out, self.err = io.StringIO(), io.StringIO()
        self.old = sys.stdout, sys.stderr
        sys.stdout, sys.stderr = self.out, self.err

    def readouterr(self):
        self.sys.stdout, self.sys.stderr = self.old
        return self.out.getvalue(), self.err.getvalue()


def test_csv_tables_in_out_dir(csv_run):
    assert csv_run["code"] == 3  # the missing file failed, the others are done
    out, records = csv_run["out"], csv_run["records"]
    fields = _read(out / "fields.csv")
    assert [r["source"] for r in fields] == [*FILES, csv_run["missing"]]  # input order, one row each
    for row in fields[:2]:
        rec = records[row["source"]]
        assert row["pages"] == str(rec["pages"])
        for name, cell in rec["fields"].items():
            assert row[name] == _shown(cell), name
            assert row[f"{name}_confidence"] == ("" if not cell else str(cell["confidence"]))
        assert row["error_code"] == ""
    assert fields[2]["error_code"] == "not_found" and fields[2]["error_message"] == "no such file"
    assert fields[0]["date"] == "2024-03-20" and fields[0]["total_amount"] == "3266.93"  # normalized forms
    items = _read(out / "line_items.csv")
    expected = [(src, i, row) for src in FILES for i, row in enumerate(records[src]["line_items"], 1)]
    assert len(items) == len(expected) > 10
    for got, (src, i, row) in zip(items, expected):
        assert (got["source"], got["row"]) == (src, str(i))
        assert all(got[name] == _shown(cell) for name, cell in row.items())
    assert not [p for p in out.iterdir() if p.name.startswith(".")]  # no temp or claim file left
    assert csv_run["stdout"] == ""


def test_resume_rewrites_the_tables_from_the_outputs(csv_run, capsys, monkeypatch):
    out = csv_run["out"]
    before = (out / "fields.csv").read_bytes(), (out / "line_items.csv").read_bytes()
    (out / "fields.csv").unlink()
    code, _stdout, err = run_docx(["extract", "--format", "csv", "--out", out, "--resume", *FILES,
                                  csv_run["missing"]], capsys, monkeypatch)
    assert code == 0 and "3 input(s) already done" in err  # nothing redone, the model never loaded
    assert ((out / "fields.csv").read_bytes(), (out / "line_items.csv").read_bytes()) == before


def test_csv_on_stdout_with_items_csv(csv_run, tmp_path, capsys, monkeypatch):
    items = tmp_path / "items.csv"
    code, stdout, err = run_docx(["extract", "-f", "csv", "--items-csv", items, FILES[0]], capsys, monkeypatch)
    assert code == 0, err
    table = _read(csv_run["out"] / "fields.csv")
    assert list(csv.DictReader(io.StringIO(stdout))) == table[:1]
    assert _read(items) == [r for r in _read(csv_run["out"] / "line_items.csv") if r["source"] == FILES[0]]
    assert f"line item(s) written to {items}" in err


def test_csv_on_stdout_without_items_says_so(csv_run):
    records = [csv_run["records"][FILES[0]]]
    lines: list[str] = []
    out = BatchOutput("csv", None, None, _field_kinds(), write=lines.append, flush=lambda: None)
    for r in records:
        out.emit(json.dumps(r))
    note = out.close(True)
    assert "line item(s) not written" in note and "--items-csv" in note
    fields, _ = csv_text(records, _field_kinds())
    assert "".join(lines) == fields


def test_json_array_on_stdout(csv_run, capsys, monkeypatch):
    code, stdout, _err = run_docx(["extract", "-f", "json", FILES[0], csv_run["missing"]], capsys, monkeypatch)
    assert code == 3
    got = json.loads(stdout)
    assert got == [csv_run["records"][FILES[0]], {"source": csv_run["missing"],
                                                  "error": {"code": "not_found", "message": "no such file"}}]


def test_empty_json_array_is_valid():
    lines: list[str] = []
    out = BatchOutput("json", None, None, {}, write=lines.append, flush=lambda: None)
    out.close(False)
    assert json.loads("".join(lines)) == []


@pytest.mark.parametrize("args, says", [
    (["--format", "xml"], "--format must be one of json, jsonl, csv"),
    (["--format", "csv", "--pretty"], "--pretty"),
    (["--items-csv", "x.csv"], "--items-csv is for --format csv"),
    (["--format", "csv", "--items-csv", "x.csv", "--out", "d"], "--items-csv is for --format csv on stdout"),
])
def test_option_errors(args, says, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, err = run_docx(["extract", *args, FILES[0]], capsys, monkeypatch)
    assert code == 1 and says in err and out == ""


def test_formula_cells_are_text():
    assert _safe("=HYPERLINK(\"http://x\")") == "'=HYPERLINK(\"http://x\")"
    assert _safe("@SUM(A1)") == "'@SUM(A1)" and _safe("+cmd|x") == "'+cmd|x"
    assert _safe("-12.50") == "-12.50" and _safe("+1 555 0100") == "+1 555 0100" and _safe("ACME") == "ACME"


def _field_kinds():
    from docx_cli.registry import find_model

    return find_model("default").fields
