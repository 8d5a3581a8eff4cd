"""scripts/errors_by_draw.py: a report's errors counted with and without a drawn primitive."""

import json
import subprocess
import sys

from tests.conftest import ROOT


def test_counts_with_and_without(tmp_path):
    def doc(i, distractors, kind="invoice", totals="right"):
        return {"metadata": {"id": f"d{i}", "synth": {"kind": kind, "draw": {"distractors": distractors,
                                                                             "totals": totals}}}}
    docs = [doc(0, ["related_invoice"]), doc(1, ["related_invoice"]), doc(2, []), doc(3, [], totals="grid"),
            doc(4, ["related_invoice"], kind="receipt")]
    data = tmp_path / "c.jsonl"
    data.write_text("".join(json.dumps(d) + "\n" for d in docs))
    report = tmp_path / "r.json"
    report.write_text(json.dumps({"errors": [
        {"document": "d0", "wrong": [{"field": "date"}], "missed": []},
        {"document": "d3", "wrong": [], "missed": [{"field": "date"}, {"field": "total_amount"}]},
        {"document": "d4", "wrong": [{"field": "date"}], "missed": []}]}))

    def run(*args):
        return subprocess.run([sys.executable, "scripts/errors_by_draw.py", str(data), str(report), *args],
                              cwd=ROOT, capture_output=True, text=True, check=True).stdout

    out = run("--draw", "related_invoice", "--fields", "date,total_amount").splitlines()
    assert "1/2 wrong or missed" in out[0] and "without: 1/2" in out[0]  # the receipt is left out
    assert "0/2 wrong or missed" in out[1] and "without: 1/2" in out[1]
    assert "1/1 wrong or missed" in run("--draw", "totals=grid", "--fields", "total_amount")
