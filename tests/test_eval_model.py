"""scripts/eval_model.py on a training config: the same documents, decoding and comparison as `docx evaluate`,
and beside each field the gold-tag oracle (what a perfect tagger of those words would score)."""

from __future__ import annotations

import json
import sys

from cli_run import run_docx
from conftest import ROOT, data_path

sys.path.insert(0, str(ROOT / "scripts"))
from eval_model import evaluate_file

FIELDS = ["vendor_name", "vendor_address", "date", "total_amount"]


def test_a_config_scores_as_docx_evaluate_does(capsys, monkeypatch):
    data_path("sroie", "train")
    monkeypatch.chdir(ROOT)  # the config names ../shared/data relative to the repository
    r = evaluate_file("models/default", "examples/configs/sroie.yaml", FIELDS, max_documents=40)
    code, out, _ = run_docx(["evaluate", "--model", "models/default", "--data", "examples/configs/sroie.yaml",
                             "--fields", ",".join(FIELDS), "--max-documents", "40", "--quiet"], capsys, monkeypatch)
    assert code == 0
    cli = json.loads(out)
    assert r["documents"] == cli["documents"] == 4  # a tenth of the first 40 held out
    assert r["field_f1"] == cli["field_f1"]
    assert r["field"]["per_field"] == cli["field"]["per_field"]
    oracle = r["oracle"]["per_field"]
    assert set(oracle) == set(FIELDS) and all(0.0 <= v <= 1.0 for v in oracle.values())
    # SROIE's dataset line boxes carry its own key texts: the gold tags read its date and total right
    assert oracle["date"] == 1.0 and oracle["total_amount"] == 1.0
