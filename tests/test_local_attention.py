"""Sliding-block local attention (docx_cli/modeling/attention/local.py): full attention up to its window, the
banded attention it defines beyond, a model that runs on it, and a split-page model continued on it with its
1D positions tiled to a longer max_length."""

from __future__ import annotations

import json

import pytest
import torch
from test_transfer import TAGS, _train_config

from docx_cli.errors import ConfigError
from docx_cli.modeling import DocxConfig, DocxForTokenClassification
from docx_cli.modeling.attention import build_self_attention
from docx_cli.modeling.attention.base import AttentionContext

torch.set_num_threads(1)


def _pair(window: int):
    torch.manual_seed(0)
    cfg = DocxConfig.from_preset("layoutlm", vocab_size=50, hidden_size=32, num_hidden_layers=1,
                                 num_attention_heads=2, intermediate_size=64, labels=["O"])
    full = build_self_attention(cfg).eval()
    local = build_self_attention(cfg.replace(attention="local", local_window=window)).eval()
    local.load_state_dict(full.state_dict())  # the same Q, K, V: nothing new to learn
    return full, local


def test_full_attention_up_to_the_window():
    full, local = _pair(16)
    x = torch.randn(2, 16, 32)
    mask = torch.ones(2, 16, dtype=torch.bool)
    mask[1, 11:] = False
    want = full(x, AttentionContext(key_mask=mask, full_mask=mask[:, None, None, :]))
    got = local(x, AttentionContext(key_mask=mask))
    assert torch.allclose(got[0], want[0], atol=1e-5) and torch.allclose(got[1, :11], want[1, :11], atol=1e-5)


@pytest.mark.parametrize("n", [17, 40, 50])
def test_beyond_it_each_block_sees_itself_and_its_neighbours(n):
    full, local = _pair(16)  # blocks of 8
    x = torch.randn(1, n, 32)
    mask = torch.ones(1, n, dtype=torch.bool)
    mask[0, n - 3:] = False  # padding keys are never attended
    block = torch.arange(n) // 8
    band = ((block[:, None] - block[None, :]).abs() <= 1) & mask[0][None, :]
    want = full(x, AttentionContext(key_mask=mask, full_mask=band[None, None]))
    got = local(x, AttentionContext(key_mask=mask))
    assert torch.allclose(got[0, : n - 3], want[0, : n - 3], atol=1e-5)
    if n >= 40:  # a change beyond the band (tokens 32 on) leaves the first block (it sees 0..15) as it was
        far = x.clone()
        far[0, 32:] += 5.0
        assert torch.allclose(local(far, AttentionContext(key_mask=mask))[0, :8], got[0, :8], atol=1e-5)


def test_local_takes_no_relative_bias():
    with pytest.raises(ConfigError, match="local attention takes no relative bias"):
        DocxConfig.from_preset("layoutlm", attention="local", relative_bias="squircle", labels=["O"])


def test_a_split_page_model_continued_with_local_attention_and_longer_inputs(tmp_path, tiny_tokenizer_dir):
    """A 64-position model continued with attention=local and max_length 256: its weights come across unchanged,
    the 1D positions tiled (row i is row i mod 64), and it runs on 200 tokens."""
    from docx_cli.training.build import build_model

    torch.manual_seed(0)
    src_cfg = DocxConfig.from_preset("layoutlm", vocab_size=99, hidden_size=32, num_hidden_layers=2,
                                     num_attention_heads=2, intermediate_size=64, max_length=64, labels=TAGS,
                                     field_kinds={"date": "single"})
    src = DocxForTokenClassification(src_cfg)
    src.save_pretrained(tmp_path / "src")
    cfg = _train_config(str(tmp_path / "src"), str(tiny_tokenizer_dir), None)
    cfg = cfg.model_copy(update={"model": cfg.model.model_copy(update={
        "max_length": 256, "options": {"attention": "local", "local_window": 32}})})
    model, _ = build_model(cfg, {"date": "single"})
    assert model.config.attention == "local" and model.config.max_length == 256
    pos = model.state_dict()["model.embeddings.position_embeddings.weight"]
    source = src.state_dict()["model.embeddings.position_embeddings.weight"]
    assert torch.equal(pos[:64], source) and torch.equal(pos[64:128], source)
    assert torch.equal(model.state_dict()["head.classifier.weight"], src.state_dict()["head.classifier.weight"])
    ids = torch.randint(5, 99, (1, 200))
    out = model(input_ids=ids, bbox=torch.zeros(1, 200, 4, dtype=torch.long),
                attention_mask=torch.ones(1, 200, dtype=torch.long))
    assert out.logits.shape == (1, 200, len(TAGS)) and torch.isfinite(out.logits).all()


def test_no_onnx_export_so_extract_runs_it_with_torch(tmp_path, tiny_tokenizer):
    """A traced graph would keep the example's block layout: the ONNX runtime refuses a local-attention model,
    and `docx extract`'s automatic choice runs it with torch, saying so."""
    from test_pipeline import save_tiny_model

    from docx_cli.runtime import load_for_extract
    from docx_cli.runtime.onnx import NoOnnxForm, export_onnx

    path = save_tiny_model(tmp_path / "m", tiny_tokenizer)
    cfg = json.loads((path / "config.json").read_text())
    (path / "config.json").write_text(json.dumps({**cfg, "attention": "local", "local_window": 32}))
    said = []
    loaded = load_for_extract(str(path), runtime="auto", device="cpu", log=said.append)
    assert loaded.config.attention == "local" and "running it with torch" in said[0]
    with pytest.raises(NoOnnxForm, match="local attention has no ONNX export"):
        load_for_extract(str(path), runtime="onnx", device="cpu")
    with pytest.raises(NoOnnxForm):
        export_onnx(path, tmp_path / "onnx")
