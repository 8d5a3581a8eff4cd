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


def test_the_limits_hold_at_four_decimals(tmp_path):
    # 0.7669 - 0.7769 is -0.010000000000000009 in floating point: a fall of exactly the limit, allowed
    code, out = _verdict(tmp_path, SHIPPED, {**SHIPPED, "sroie_ocr": 0.7669 - 0.7769 + 0.75, "deepform": 0.92})
    assert code == 0, out


def test_a_real_set_that_falls_or_a_synthetic_loss_keeps_them(tmp_path):
    assert _verdict(tmp_path, SHIPPED, {**SHIPPED, "wildreceipt": 0.74, "deepform": 0.885})[0] == 1
    assert _verdict(tmp_path, SHIPPED, {**SHIPPED, "wildreceipt": 0.74, "composed_heldout": 0.87}, "synth")[0] == 1


def _counted(path, rows_by_set):
    """A folder whose real sets carry per-document counts (document, right, wrong, missed)."""
    path.mkdir()
    for name, rows in rows_by_set.items():
        tp, fp, fn = (sum(r[i] for r in rows) for i in (1, 2, 3))
        per_doc = [{"document": d, "tp": a, "fp": b, "fn": c} for d, a, b, c in rows]
        (path / f"{name}.json").write_text(json.dumps({"field_f1": round(2 * tp / (2 * tp + fp + fn), 4),
                                                       "per_document": per_doc}))
    return path


def _select_module():
    import importlib.util

    spec = importlib.util.spec_from_file_location("select_model", ROOT / "scripts" / "select_model.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_change_comes_with_its_interval_over_resampled_documents(tmp_path):
    select = _select_module()
    docs = [(f"d{i}", 3, 0, 0) for i in range(20)]
    base = {s: docs for s in ("deepform", "wildreceipt", "sroie-ocr")}
    worse = {**base, "wildreceipt": [(d, 2, 1, 1) for d, *_ in docs[:10]] + docs[10:]}  # one value wrong on ten
    lo, hi, ahead = select.change_interval(_counted(tmp_path / "a", worse), _counted(tmp_path / "b", base))
    assert 0 < lo < hi and ahead == 1.0  # the candidate fixes what the shipped model got wrong: ahead in every draw
    assert select.change_interval(_counted(tmp_path / "c", base), _counted(tmp_path / "d", base)) == (0.0, 0.0, 0.0)
    other = {**base, "deepform": [(f"e{i}", 3, 0, 0) for i in range(20)]}  # other documents: no pairs
    assert select.change_interval(_counted(tmp_path / "e", base), _counted(tmp_path / "f", other)) is None
    assert select.change_interval(_counted(tmp_path / "g", base), _folder(tmp_path / "h", deepform=0.9)) is None
    proc = subprocess.run([sys.executable, "scripts/select_model.py", str(tmp_path / "a"), str(tmp_path / "b")],
                          cwd=ROOT, capture_output=True, text=True, check=False)
    assert proc.returncode == 0 and "90 % interval of the change" in proc.stdout and "ahead in 100%" in proc.stdout
