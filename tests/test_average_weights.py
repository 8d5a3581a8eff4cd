"""scripts/average_weights.py: the weight average of two checkpoints of one start."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import torch
from safetensors.torch import load_file, save_file

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "average_weights.py"


def _checkpoint(folder: Path, value: float, shape=(2, 3)) -> Path:
    folder.mkdir()
    save_file({"w": torch.full(shape, value, dtype=torch.float16)}, str(folder / "model.safetensors"))
    (folder / "config.json").write_text(json.dumps({"from": folder.name}))
    (folder / "optimizer.safetensors").write_bytes(b"not a model")
    return folder


def test_average_is_the_weighted_mean_and_keeps_the_second_folders_files(tmp_path):
    a, b = _checkpoint(tmp_path / "a", 1.0), _checkpoint(tmp_path / "b", 3.0)
    out = tmp_path / "out"
    subprocess.run([sys.executable, str(SCRIPT), str(a), str(b), "0.25", str(out)], check=True)
    w = load_file(str(out / "model.safetensors"))["w"]
    assert w.dtype == torch.float32 and torch.allclose(w, torch.full((2, 3), 1.5))
    assert json.loads((out / "config.json").read_text()) == {"from": "b"}
    assert not (out / "optimizer.safetensors").exists()  # training state is not part of a model


def test_different_tensors_are_refused(tmp_path):
    a, b = _checkpoint(tmp_path / "a", 1.0), _checkpoint(tmp_path / "b", 3.0, shape=(3, 2))
    r = subprocess.run([sys.executable, str(SCRIPT), str(a), str(b), "0.5", str(tmp_path / "out")],
                       capture_output=True, text=True, check=False)
    assert r.returncode == 1 and "do not hold the same tensors" in r.stderr
    assert not (tmp_path / "out").exists()


def test_a_layer_only_the_second_holds_is_taken_as_is_with_added(tmp_path):
    """A layer added by weight transfer (the multi-grained layer) has nothing to average with: --added takes
    it from B; without --added the two are refused as different."""
    a = _checkpoint(tmp_path / "a", 1.0)
    b = tmp_path / "b"
    b.mkdir()
    save_file({"w": torch.full((2, 3), 3.0), "new": torch.full((4,), 7.0)}, str(b / "model.safetensors"))
    out = tmp_path / "out"
    r = subprocess.run([sys.executable, str(SCRIPT), str(a), str(b), "0.5", str(out)],
                       capture_output=True, text=True, check=False)
    assert r.returncode == 1 and not out.exists()
    subprocess.run([sys.executable, str(SCRIPT), str(a), str(b), "0.5", str(out), "--added"], check=True)
    got = load_file(str(out / "model.safetensors"))
    assert torch.allclose(got["w"], torch.full((2, 3), 2.0)) and torch.allclose(got["new"], torch.full((4,), 7.0))
