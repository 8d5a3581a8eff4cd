"""`docx evaluate`: JSON on stdout (entity / field F1, per label, per length bucket), a table on stderr,
``--errors`` per document; data given as a training config or as a folder of labelled Document JSON."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from test_training import tiny_config

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    from docx_cli.training.config import load_config
    from docx_cli.training.loop import train

    tmp = tmp_path_factory.mktemp("eval")
    raw = tiny_config(tmp, "run", max_steps=30, eval_every=0, save_every=0)
    train(load_config(raw=raw), log=lambda m: None)
    (tmp / "cfg.yaml").write_text(yaml.safe_dump(raw))
    return tmp


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "docx_cli.cli.app", "evaluate", *args],
                          check=False, capture_output=True, text=True, cwd=ROOT, timeout=120)


def test_evaluate_a_config_split_and_a_jsonl_file(trained):
    model = str(trained / "run" / "best")
    proc = run("--model", model, "--data", str(trained / "cfg.yaml"), "--errors")
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["split"] == "validation" and out["documents"] == 8
    assert {"entity_f1", "field_f1", "entity", "field", "buckets", "errors"} <= set(out)
    assert set(out["entity"]["per_label"]) == {"invoice_number", "date", "total_amount"}
    assert set(out["buckets"]) == {"short"}
    assert "micro" in proc.stderr and "by document length" in proc.stderr
    # the same figures from the training run's own final evaluation
    best = json.loads((trained / "run" / "best" / "metrics.json").read_text())
    assert best["entity_f1"] == out["entity_f1"] and best["field_f1"] == out["field_f1"]
    for e in out["errors"]:
        assert set(e) == {"document", "bucket", "wrong", "missed"}

    whole = run("--model", model, "--data", str(trained / "toy.jsonl"), "--quiet")
    assert whole.returncode == 0 and whole.stderr == ""
    assert json.loads(whole.stdout)["documents"] == 40


def test_evaluate_user_errors(trained):
    proc = run("--model", str(trained / "nope"), "--data", str(trained / "toy.jsonl"))
    assert proc.returncode == 1 and "not found" in proc.stderr and "Traceback" not in proc.stderr
    proc = run("--model", str(trained / "run" / "best"), "--data", str(trained / "missing.jsonl"))
    assert proc.returncode == 1 and "no such file" in proc.stderr


def test_evaluate_only_some_fields(trained):
    model = str(trained / "run" / "best")
    proc = run("--model", model, "--data", str(trained / "toy.jsonl"), "--fields", "date,total_amount", "-q")
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert set(out["field"]["per_field"]) == {"date", "total_amount"}
    assert set(out["entity"]["per_label"]) == {"date", "total_amount"}
    bad = run("--model", model, "--data", str(trained / "toy.jsonl"), "--fields", "date,vendor")
    assert bad.returncode == 1 and "no field vendor" in bad.stderr and "Traceback" not in bad.stderr
