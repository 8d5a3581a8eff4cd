"""Data-parallel training: 2 processes under torchrun (gloo on CPU) follow the single-process run.

The global batch and the loss normalisation (mean over every labelled token of the global batch) do not
depend on the process count, so with dropout off the two runs differ only by float summation order."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import yaml
from test_training import losses, tiny_config  # tests/ is on sys.path (rootdir, no package)


def test_two_process_torchrun_matches_single_process(tmp_path):
    from docx_cli.training.config import load_config
    from docx_cli.training.loop import train

    raw = tiny_config(tmp_path, "single", max_steps=6, eval_every=6, save_every=0)
    raw["model"]["dropout"] = 0.0
    single = train(load_config(raw=raw), log=lambda m: None)

    raw["output_dir"] = str(tmp_path / "ddp")
    cfg_file = tmp_path / "ddp.yaml"
    cfg_file.write_text(yaml.safe_dump(raw))
    env = {**os.environ, "OMP_NUM_THREADS": "1"}
    proc = subprocess.run(
        [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc_per_node", "2",
         "-m", "docx_cli.cli.app", "train", "--config", str(cfg_file), "--quiet"],
        check=False, capture_output=True, text=True, env=env, timeout=300, cwd=Path(__file__).resolve().parents[1])
    assert proc.returncode == 0, proc.stderr[-3000:]
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    a, b = losses(tmp_path / "single"), losses(tmp_path / "ddp")
    assert [s for s, _ in a] == [s for s, _ in b] == list(range(1, 7))
    assert all(abs(x - y) < 1e-3 for (_, x), (_, y) in zip(a, b)), (a, b)
    assert abs(summary["metrics"]["entity_f1"] - single["metrics"]["entity_f1"]) < 0.02
    assert (tmp_path / "ddp" / "checkpoints" / "step-000006" / "rng-1.safetensors").exists()
