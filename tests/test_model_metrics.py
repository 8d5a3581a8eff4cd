"""scripts/model_metrics.py: an eval_real.sh folder → metrics.json and the model card's tables."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "model_metrics.py"


def _set(folder: Path, stem: str, f1: float, per_field: dict[str, float], buckets: dict | None = None) -> None:
    folder.mkdir(exist_ok=True)
    record = {"documents": 10, "field_f1": f1,
              "field": {"per_field": {f: {"precision": v, "recall": v, "f1": v, "support": 5}
                                      for f, v in per_field.items()}},
              "buckets": buckets or {}}
    (folder / f"{stem}.json").write_text(json.dumps(record))


def test_metrics_json_has_every_set_and_the_real_mean(tmp_path):
    ev = tmp_path / "eval"
    _set(ev, "deepform", 0.9, {"document_number": 0.8, "total_amount": 1.0},
         {"short": {"documents": 3, "field_f1": 0.7}, "long": {"documents": 7, "field_f1": 1.0}})
    _set(ev, "wildreceipt", 0.6, {"date": 0.6})
    _set(ev, "sroie-ocr", 0.75, {"date": 0.75})
    _set(ev, "composed-heldout", 0.5, {"date": 0.5})
    (ev / "finetune-summary.json").write_text("{}")  # make_model.sh's own files in the same folder are ignored
    out = tmp_path / "metrics.json"
    r = subprocess.run([sys.executable, str(SCRIPT), str(ev), "--model", "models/x", "--out", str(out),
                        "--markdown", "--note", "selection=real mean up"], capture_output=True, text=True, check=True)
    m = json.loads(out.read_text())
    assert list(m["sets"]) == ["deepform", "wildreceipt", "sroie-ocr", "composed-heldout"]  # real sets first
    assert m["real_mean"] == 0.75 and m["selection"] == "real mean up" and m["model"] == "models/x"
    assert m["sets"]["deepform"]["by_length"] == {"short": 0.7, "long": 1.0}
    assert m["sets"]["deepform"]["per_field"] == {"document_number": 0.8, "total_amount": 1.0}
    assert "| 10 | 0.900 |" in r.stdout and "deepform: document_number 0.800, total_amount 1.000." in r.stdout


def test_a_missing_folder_is_a_message_not_a_traceback(tmp_path):
    r = subprocess.run([sys.executable, str(SCRIPT), str(tmp_path / "nope"), "--model", "m"],
                       capture_output=True, text=True, check=False)
    assert r.returncode == 2 and "eval_real.sh" in r.stderr and "Traceback" not in r.stderr
