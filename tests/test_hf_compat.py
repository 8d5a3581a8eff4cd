"""Hugging Face compatibility: docx_cli checkpoints load through transformers' Auto classes after
``import docx_cli``, and loading one into a foreign class (LayoutLM, BERT) raises instead of silently
initialising every weight at random."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import torch

import docx_cli  # noqa: F401  (installs the registration hook)
from docx_cli.modeling import DocxConfig, DocxForTokenClassification

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = ROOT / "models" / "default"


def _default_model() -> Path:
    if not (DEFAULT / "model.safetensors").is_file():
        pytest.skip(f"no default model at {DEFAULT} (make model)")
    return DEFAULT


def _tiny(tmp_path: Path) -> Path:
    cfg = DocxConfig.from_preset("layoutlm", vocab_size=60, hidden_size=32, num_hidden_layers=2,
                                 num_attention_heads=4, intermediate_size=64, max_length=64,
                                 labels=["O", "B-date", "I-date", "E-date", "S-date"], field_kinds={"date": "single"})
    torch.manual_seed(0)
    return DocxForTokenClassification(cfg).save_pretrained(tmp_path / "tiny")


def _inputs(vocab: int, n: int = 12):
    g = torch.Generator().manual_seed(1)
    ids = torch.randint(5, vocab, (2, n), generator=g)
    bbox = torch.randint(0, 1000, (2, n, 4), generator=g).sort(-1).values
    return ids, bbox


def test_import_docx_cli_stays_light():
    code = "import sys, docx_cli; print('torch' in sys.modules, 'transformers' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "False"]


def test_config_json_names_model_type(tmp_path):
    saved = json.loads((_tiny(tmp_path) / "config.json").read_text())
    assert saved["model_type"] == "docx"
    assert json.loads((_default_model() / "config.json").read_text())["model_type"] == "docx"


def test_auto_classes_load_tiny_checkpoint_with_same_logits(tmp_path):
    from transformers import AutoConfig, AutoModelForTokenClassification

    d = _tiny(tmp_path)
    config = AutoConfig.from_pretrained(d)
    assert type(config).__name__ == "DocxHFConfig"
    assert config.id2label[4] == "S-date" and config.num_labels == 5
    hf = AutoModelForTokenClassification.from_pretrained(d).eval()
    ours = DocxForTokenClassification.from_pretrained(d)
    ids, bbox = _inputs(60)
    with torch.no_grad():
        torch.testing.assert_close(hf(input_ids=ids, bbox=bbox).logits, ours(ids, bbox=bbox).logits)


def test_transformers_save_pretrained_round_trips_to_docx_loader(tmp_path):
    from transformers import AutoModelForTokenClassification

    hf = AutoModelForTokenClassification.from_pretrained(_tiny(tmp_path)).eval()
    hf.save_pretrained(tmp_path / "resaved")
    back = DocxForTokenClassification.from_pretrained(tmp_path / "resaved")
    ids, bbox = _inputs(60)
    with torch.no_grad():
        torch.testing.assert_close(hf(input_ids=ids, bbox=bbox).logits, back(ids, bbox=bbox).logits)


def test_fresh_process_import_docx_cli_then_auto_model_loads_default():
    """The documented order: ``import docx_cli`` first, transformers after (the hook registers on import)."""
    d = _default_model()
    code = (
        "import docx_cli, torch\n"
        "from transformers import AutoModelForTokenClassification\n"
        "from docx_cli.modeling import DocxForTokenClassification\n"
        f"m = AutoModelForTokenClassification.from_pretrained({str(d)!r}).float().eval()\n"
        f"ref = DocxForTokenClassification.from_pretrained({str(d)!r}).float()\n"
        "g = torch.Generator().manual_seed(0)\n"
        "ids = torch.randint(1000, 5000, (1, 40), generator=g)\n"
        "bbox = torch.randint(0, 1000, (1, 40, 4), generator=g).sort(-1).values\n"
        "with torch.no_grad():\n"
        "    diff = (m(input_ids=ids, bbox=bbox).logits - ref(ids, bbox=bbox).logits).abs().max().item()\n"
        "print(type(m).__name__, m.config.num_labels, diff)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    name, labels, diff = proc.stdout.split()
    assert name == "DocxHFForTokenClassification"
    assert int(labels) == len(json.loads((d / "labels.json").read_text())["tags"])
    assert float(diff) == 0.0


@pytest.mark.parametrize("cls_name", ["LayoutLMForTokenClassification", "BertForTokenClassification",
                                      "LayoutLMModel"])
def test_foreign_class_refuses_docx_checkpoint(cls_name, caplog):
    """Without the guard transformers 5 builds these with every weight missing (only a warning)."""
    import transformers

    cls = getattr(transformers, cls_name)
    with pytest.raises(RuntimeError, match="conversion"):
        cls.from_pretrained(_default_model())


def test_foreign_class_refuses_tiny_checkpoint(tmp_path):
    from transformers import LayoutLMForTokenClassification

    with pytest.raises(RuntimeError):
        LayoutLMForTokenClassification.from_pretrained(_tiny(tmp_path))
