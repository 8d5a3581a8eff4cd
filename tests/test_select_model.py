"""scripts/select_model.py, the rule that decides whether new weights replace models/default."""

import json
import subprocess
import sys

from tests.conftest import ROOT


def _folder(path, **scores):
    path.mkdir()
    for name, f1 in scores.items():
        (path / f"{name.replace('_', '-')}.json").write_text(json.dumps({"field_f1": f1}))
    return path


def _verdict(tmp_path, base, cand, run="run"):
    (tmp_path / run).mkdir()
    proc = subprocess.run([sys.executable, "scripts/select_model.py", str(_folder(tmp_path / run / "a", **base)),
                           str(_folder(tmp_path / run / "b", **cand))], cwd=ROOT, capture_output=True, text=True,
                          check=False)
    return proc.returncode, proc.stdout


SHIPPED = {"deepform": 0.90, "wildreceipt": 0.70, "sroie_ocr": 0.75, "composed_heldout": 0.88, "invoice2data": 0.69}


def test_a_real_gain_is_taken(tmp_path):
    code, out = _verdict(tmp_path, SHIPPED, {**SHIPPED, "wildreceipt": 0.706, "invoice2data": 0.60})
    assert code == 0, out  # invoice2data's seven invoices are shown, they decide nothing
    assert "invoice2data" in out


def test_a_tie_keeps_the_shipped_weights(tmp_path):
    code, out = _verdict(tmp_path, SHIPPED, {**SHIPPED, "wildreceipt": 0.7003})
    assert code == 1 and "one field's worth" in out


def test_a_real_set_that_falls_or_a_synthetic_loss_keeps_them(tmp_path):
    assert _verdict(tmp_path, SHIPPED, {**SHIPPED, "wildreceipt": 0.74, "deepform": 0.885})[0] == 1
    assert _verdict(tmp_path, SHIPPED, {**SHIPPED, "wildreceipt": 0.74, "composed_heldout": 0.87}, "synth")[0] == 1
