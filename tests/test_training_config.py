"""The training config: typed schema, unknown keys named by their dotted path, dotted overrides."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from docx_cli.errors import ConfigError
from docx_cli.training.config import apply_overrides, load_config, parse_overrides

ROOT = Path(__file__).resolve().parents[1]
MINIMAL = {"data": {"kind": "jsonl", "path": "x.jsonl"}}


def test_defaults_and_types():
    from docx_cli.training.build import resolve_preset

    cfg = load_config(raw=MINIMAL)
    assert cfg.task == "token" and cfg.model.preset is None and cfg.training.batch_size == 8
    assert resolve_preset(cfg) == "layoutlm"  # no docx checkpoint to follow
    assert cfg.data.sroie.key_map["total"] == "total_amount"


@pytest.mark.parametrize("raw, path", [
    ({**MINIMAL, "training": {"max_stpes": 3}}, "training.max_stpes"),
    ({**MINIMAL, "modle": {}}, "modle"),
    ({"data": {"kind": "sroie", "path": "p", "sroie": {"wordz": "boxes"}}}, "data.sroie.wordz"),
])
def test_unknown_keys_are_rejected_with_their_dotted_path(raw, path):
    with pytest.raises(ConfigError) as e:
        load_config(raw=raw)
    assert f"unknown key '{path}'" in e.value.message


def test_did_you_mean_and_bad_values():
    with pytest.raises(ConfigError, match="did you mean 'training.max_steps'"):
        load_config(raw={**MINIMAL, "training": {"max_stesp": 3}})
    with pytest.raises(ConfigError, match="'training.batch_size'"):
        load_config(raw={**MINIMAL, "training": {"batch_size": "many"}})
    with pytest.raises(ConfigError, match="missing key 'data'"):
        load_config(raw={})
    with pytest.raises(ConfigError, match="multiple of training.grad_accum_steps"):
        load_config(raw={**MINIMAL, "training": {"batch_size": 6, "grad_accum_steps": 4}})


def test_dotted_overrides_from_the_command_line():
    ov = parse_overrides(["--training.max_steps", "100", "--model.preset=layoutcosformer",
                          "--data.fields", "{date: single}", "--training.mixed_precision", "no", "--flag"])
    assert ov == {"training.max_steps": 100, "model.preset": "layoutcosformer", "data.fields": {"date": "single"},
                  "training.mixed_precision": "no", "flag": True}
    cfg = load_config(raw=MINIMAL, overrides=["--training.max_steps", "100", "--model.preset", "layoutcosformer"])
    assert cfg.training.max_steps == 100 and cfg.model.preset == "layoutcosformer"
    with pytest.raises(ConfigError, match="unknown key 'training.nope'"):
        load_config(raw=MINIMAL, overrides={"training.nope": 1})
    with pytest.raises(ConfigError, match="overrides look like"):
        parse_overrides(["stray"])
    assert apply_overrides({"a": {"b": 1}}, {"a.c": 2}) == {"a": {"b": 1, "c": 2}}


def test_yaml_file_errors_are_user_errors(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("data: [unclosed\n")
    with pytest.raises(ConfigError, match="not valid YAML"):
        load_config(bad)
    with pytest.raises(ConfigError, match="not found"):
        load_config(tmp_path / "missing.yaml")


CONFIGS = sorted([*(ROOT / "examples" / "configs").glob("*.yaml"), *(ROOT / "scripts" / "configs").glob("*.yaml")])


@pytest.mark.parametrize("path", CONFIGS, ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_shipped_configs_validate(path):
    """Every config the README, the model cards and `make model` name still loads: no key the schema dropped."""
    cfg = load_config(path)
    assert cfg.output_dir.startswith("runs/")


def test_the_shipped_configs_are_found():
    names = {p.name for p in CONFIGS}
    assert {"kleister-nda.yaml", "default-finetune.yaml", "long-finetune.yaml", "long-cosformer.yaml"} <= names


def test_cli_rejects_a_typo_in_an_override(tmp_path):
    import subprocess
    import sys

    cfg = tmp_path / "c.yaml"
    cfg.write_text("data: {kind: jsonl, path: x.jsonl}\n")
    proc = subprocess.run([sys.executable, "-m", "docx_cli.cli.app", "train", "--config", str(cfg),
                           "--training.max_stepz", "3", "--dry-run"], check=False, capture_output=True,
                          text=True)
    assert proc.returncode == 1
    err = " ".join(proc.stderr.split())  # the console may wrap long lines
    assert "unknown key 'training.max_stepz'" in err and "Traceback" not in err


def test_dry_run_prints_the_preset_training_would_use(tmp_path):
    import subprocess
    import sys

    from docx_cli.training.datasets.toy import write_toy_jsonl

    write_toy_jsonl(tmp_path / "toy.jsonl", 6, seed=1)
    cfg = tmp_path / "c.yaml"
    cfg.write_text(f"output_dir: {tmp_path / 'out'}\nmodel: {{tokenizer: tiny}}\n"
                   f"data: {{kind: jsonl, path: {tmp_path / 'toy.jsonl'}}}\n")
    proc = subprocess.run([sys.executable, "-m", "docx_cli.cli.app", "train", "--config", str(cfg), "--dry-run"],
                          check=False, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    resolved = yaml.safe_load(proc.stdout.split("---\n")[0])
    assert resolved["model"]["preset"] == "layoutlm"  # null in the file, resolved as training resolves it
