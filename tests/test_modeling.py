"""The model family: configuration and presets, forward contract, padding invariance, save/load."""

from __future__ import annotations

import json

import pytest
import torch

from docx_cli.errors import ConfigError
from docx_cli.modeling import (
    PRESETS,
    DocxConfig,
    DocxForMaskedLM,
    DocxForTokenClassification,
    load_pretrained,
)
from docx_cli.modeling.tokenizer import load_tokenizer
from docx_cli.modeling.xpath import UNK_TAG, XPATH_TAGS, encode_xpath

torch.set_num_threads(1)

TAGS = ["O", "B-date", "I-date", "E-date", "S-date", "S-total"]
TINY = {"vocab_size": 120, "hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 2,
        "intermediate_size": 128, "labels": TAGS, "max_length": 128, "linformer_k": 16, "max_xpath_depth": 8}


def tiny(preset: str, **kw) -> DocxConfig:
    return DocxConfig.from_preset(preset, **{**TINY, **kw})


def batch(b=2, n=24, seed=0, depth=8):
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(5, 120, (b, n), generator=g)
    xy = torch.randint(0, 600, (b, n, 2), generator=g)
    bbox = torch.cat([xy, xy + torch.randint(0, 400, (b, n, 2), generator=g)], dim=-1)
    tags = torch.randint(0, len(XPATH_TAGS), (b, n, depth), generator=g)
    subs = torch.randint(0, 5, (b, n, depth), generator=g)
    return ids, bbox, tags, subs


# -- configuration ---------------------------------------------------------------------------------------------
def test_presets_and_overrides():
    assert set(PRESETS) == {"layoutlm", "layoutlinformer", "layoutcosformer", "lambert", "xdoc"}
    cfg = DocxConfig.from_preset("layoutcosformer", relative_bias="cross")
    assert (cfg.attention, cfg.relative_bias, cfg.preset) == ("cosformer", "cross", "layoutcosformer")
    assert DocxConfig.from_preset("layoutlm").chunking == "split_page"
    assert DocxConfig.from_preset("xdoc").formats == ["document", "web", "plain"]
    assert DocxConfig.from_preset("lambert").layout_embedding == "sinusoidal"
    lin = DocxConfig.from_preset("layoutlinformer")
    assert (lin.linformer_k, lin.max_length) == (512, 4096)
    assert DocxConfig.from_dict(cfg.to_dict()) == cfg


@pytest.mark.parametrize(
    "preset,overrides,needle",
    [
        ("layoutlinformer", {"relative_bias": "squircle"}, "linformer cannot take a relative bias"),
        ("layoutcosformer", {"relative_bias": "lambert"}, "full only"),
        ("layoutlm", {"attention": "linear"}, "attention='linear'"),
        ("layoutlm", {"hidden_size": 65}, "multiple"),
        ("layoutlm", {"formats": ["web"]}, "format_adapters"),
        ("layoutlm", {"labels": ["B-x", "O"]}, "'O' first"),
        ("layoutlm", {"field_kinds": {"date": "often"}}, "kind"),
        ("layoutlm", {"no_such_option": 1}, "unknown model option"),
        ("nope", {}, "unknown preset"),
    ],
)
def test_config_refuses_impossible(preset, overrides, needle):
    with pytest.raises(ConfigError, match=needle):
        DocxConfig.from_preset(preset, **overrides)


def test_encode_xpath():
    tags, subs = encode_xpath("/html/body/div/span[2]", max_depth=6)
    names = [XPATH_TAGS[t] for t in tags]
    assert names == ["html", "body", "div", "span", "<pad>", "<pad>"]
    assert subs == [0, 0, 0, 2, 0, 0]
    tags, subs = encode_xpath("/html/body/blink[3]/text()", max_depth=3)  # unknown tag, truncated depth
    assert tags[2] == UNK_TAG and subs[2] == 3 and len(tags) == 3
    assert encode_xpath(None, max_depth=2) == ([0, 0], [0, 0])


# -- forward contract --------------------------------------------------------------------------------------------
def test_token_classification_forward_and_loss():
    model = DocxForTokenClassification(tiny("layoutlm")).eval()
    ids, bbox, _, _ = batch()
    labels = torch.full(ids.shape, -100)
    labels[:, 3] = 1
    out = model(input_ids=ids, attention_mask=torch.ones_like(ids), bbox=bbox, format="document", labels=labels)
    assert out.logits.shape == (2, 24, len(TAGS))
    expected = torch.nn.functional.cross_entropy(out.logits[:, 3], labels[:, 3])
    torch.testing.assert_close(out.loss, expected)
    none = model(ids, bbox=bbox, labels=torch.full(ids.shape, -100)).loss
    assert none.item() == 0.0  # all ignored: zero, not NaN
    assert model(ids, bbox=bbox).loss is None


def test_bad_format_and_length_are_config_errors():
    model = DocxForTokenClassification(tiny("layoutlm")).eval()
    ids = batch()[0]
    with pytest.raises(ConfigError, match="formats"):
        model(ids, format="web")
    with pytest.raises(ConfigError, match="at most 128"):
        model(torch.ones(1, 129, dtype=torch.long))


# -- padding invariance: padded positions change no real token's output -------------------------------------------
CASES = [
    ("layoutlm", {"attn_implementation": "eager"}),
    ("layoutlm", {"attn_implementation": "sdpa"}),
    ("layoutlm", {"relative_bias": "squircle"}),
    ("layoutlm", {"relative_bias": "cross", "attn_implementation": "eager"}),
    ("layoutlinformer", {}),
    ("layoutlinformer", {"linformer_projection": "learned"}),
    ("layoutcosformer", {}),
    ("layoutcosformer", {"relative_bias": "squircle"}),
    ("layoutcosformer", {"relative_bias": "cross", "cosformer_reweight": True}),
    ("lambert", {}),
    ("xdoc", {}),
]


@pytest.mark.parametrize("preset,overrides", CASES)
def test_padding_invariance(preset, overrides):
    torch.manual_seed(0)
    model = DocxForTokenClassification(tiny(preset, **overrides)).eval()
    with torch.no_grad():  # make the zero-initialised LAMBERT bias tables matter
        for p in model.parameters():
            if p.abs().sum() == 0:
                p.normal_(0, 0.5)
    ids, bbox, tags, subs = batch(b=1, n=20)
    formats = ["document", "web", "plain"] if preset == "xdoc" else ["document", "plain"]
    for fmt in formats:
        ref = model(ids, torch.ones_like(ids), bbox, tags, subs, format=fmt).logits
        pad = 9
        ids_p = torch.cat([ids, torch.zeros(1, pad, dtype=torch.long)], 1)
        # padding gets arbitrary boxes / xpaths: they must not leak either
        bbox_p = torch.cat([bbox, torch.randint(0, 1000, (1, pad, 4))], 1)
        tags_p = torch.cat([tags, torch.randint(0, 50, (1, pad, tags.shape[-1]))], 1)
        subs_p = torch.cat([subs, torch.randint(0, 50, (1, pad, subs.shape[-1]))], 1)
        mask = torch.cat([torch.ones(1, 20), torch.zeros(1, pad)], 1).long()
        out = model(ids_p, mask, bbox_p, tags_p, subs_p, format=fmt).logits
        assert (out[:, :20] - ref).abs().max() <= 1e-5, (preset, overrides, fmt)


# -- save / load ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("preset", list(PRESETS))
def test_save_load_bit_identical(tmp_path, tiny_tokenizer, preset):
    cfg = tiny(preset, vocab_size=len(tiny_tokenizer), field_kinds={"date": "single", "total": "single"})
    model = DocxForTokenClassification(cfg).eval()
    model.save_pretrained(tmp_path, tokenizer=tiny_tokenizer)
    for name in ("config.json", "labels.json", "model.safetensors"):
        assert (tmp_path / name).exists(), name
    assert load_tokenizer(tmp_path).get_vocab() == tiny_tokenizer.get_vocab()
    assert json.loads((tmp_path / "labels.json").read_text()) == {
        "tags": TAGS, "fields": {"date": "single", "total": "single"}}
    loaded = DocxForTokenClassification.from_pretrained(tmp_path)
    assert loaded.config == cfg
    ids, bbox, _, _ = batch()
    ids = ids % len(tiny_tokenizer)
    assert torch.equal(model(ids, bbox=bbox).logits, loaded(ids, bbox=bbox).logits)
    assert isinstance(load_pretrained(tmp_path), DocxForTokenClassification)


def test_linformer_saved_before_the_projection_option_loads_as_learned(tmp_path):
    """A config.json without linformer_projection (written before it existed) holds E and F: it loads as
    ``learned`` with the same outputs; new linformer configs default to ``pooled``."""
    assert tiny("layoutlinformer").linformer_projection == "pooled"
    model = DocxForTokenClassification(tiny("layoutlinformer", linformer_projection="learned")).eval()
    model.save_pretrained(tmp_path)
    cfg = json.loads((tmp_path / "config.json").read_text())
    del cfg["linformer_projection"]
    (tmp_path / "config.json").write_text(json.dumps(cfg))
    loaded = DocxForTokenClassification.from_pretrained(tmp_path)
    assert loaded.config.linformer_projection == "learned"
    ids, bbox, _, _ = batch()
    assert torch.equal(model(ids, bbox=bbox).logits, loaded(ids, bbox=bbox).logits)


def test_mlm_save_load_keeps_tied_decoder(tmp_path):
    model = DocxForMaskedLM(tiny("xdoc")).eval()
    assert model.head.decoder.weight is model.model.embeddings.word_embeddings.weight
    model.save_pretrained(tmp_path)
    loaded = DocxForMaskedLM.from_pretrained(tmp_path)
    assert loaded.head.decoder.weight is loaded.model.embeddings.word_embeddings.weight
    ids, bbox, _, _ = batch()
    assert torch.equal(model(ids, bbox=bbox).logits, loaded(ids, bbox=bbox).logits)


def test_loading_never_unpickles_without_opt_in(tmp_path):
    model = DocxForTokenClassification(tiny("layoutlm")).eval()
    model.save_pretrained(tmp_path)
    (tmp_path / "model.safetensors").unlink()
    torch.save(model.state_dict(), tmp_path / "pytorch_model.bin")
    with pytest.raises(ConfigError, match="allow_pickle"):
        DocxForTokenClassification.from_pretrained(tmp_path)
    loaded = DocxForTokenClassification.from_pretrained(tmp_path, allow_pickle=True)
    ids, bbox, _, _ = batch()
    assert torch.equal(model(ids, bbox=bbox).logits, loaded(ids, bbox=bbox).logits)


def test_missing_or_mismatched_model_dir(tmp_path):
    with pytest.raises(ConfigError, match="not found"):
        DocxForTokenClassification.from_pretrained(tmp_path / "nope")
    model = DocxForTokenClassification(tiny("layoutlm"))
    model.save_pretrained(tmp_path)
    labels = json.loads((tmp_path / "labels.json").read_text())
    labels["tags"].append("S-extra")
    (tmp_path / "labels.json").write_text(json.dumps(labels))
    with pytest.raises(ConfigError, match="do not fit"):
        DocxForTokenClassification.from_pretrained(tmp_path)


@pytest.mark.parametrize("preset,overrides", [("layoutlm", {}), ("layoutlinformer", {}), ("layoutcosformer", {}),
                                              ("layoutcosformer", {"relative_bias": "squircle"}), ("lambert", {}),
                                              ("xdoc", {})])
def test_every_preset_trains(preset, overrides):
    torch.manual_seed(0)
    model = DocxForTokenClassification(tiny(preset, **overrides)).train()
    ids, bbox, tags, subs = batch()
    labels = torch.randint(0, len(TAGS), ids.shape)
    mask = torch.ones_like(ids)
    mask[1, 18:] = 0
    labels[mask == 0] = -100
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    fmt = "web" if preset == "xdoc" else "document"
    losses = []
    for _ in range(8):
        loss = model(ids, mask, bbox, tags, subs, format=fmt, labels=labels).loss
        opt.zero_grad()
        loss.backward()
        assert all(torch.isfinite(p.grad).all() for p in model.parameters() if p.grad is not None)
        opt.step()
        losses.append(loss.item())
    assert losses[-1] < losses[0]


def test_corrupt_weights_are_a_config_error(tmp_path):
    DocxForTokenClassification(tiny("layoutlm")).save_pretrained(tmp_path)
    data = (tmp_path / "model.safetensors").read_bytes()
    (tmp_path / "model.safetensors").write_bytes(data[: len(data) // 2])
    with pytest.raises(ConfigError, match="cannot read"):
        DocxForTokenClassification.from_pretrained(tmp_path)


@pytest.mark.parametrize("preset", list(PRESETS))
def test_bfloat16_forward_stays_close(preset):
    torch.manual_seed(0)
    model = DocxForTokenClassification(tiny(preset)).eval()
    ids, bbox, tags, subs = batch()
    mask = torch.ones_like(ids)
    mask[1, 18:] = 0
    ref = model(ids, mask, bbox, tags, subs).logits
    out = model.to(torch.bfloat16)(ids, mask, bbox, tags, subs).logits
    assert out.dtype == torch.bfloat16
    assert (out.float() - ref).abs().max() < 0.05  # LAMBERT's θ up to 500 must stay float32 (see embeddings.py)


@pytest.mark.parametrize("act", ["gelu", "gelu_new"])
def test_inference_on_cpu_fuses_the_ffn_gelu_with_the_same_outputs(act):
    """Without autograd on a CPU the FFN's first linear layer and its GELU run as one oneDNN kernel (where this
    torch has it): float32 outputs equal the two-step path's; with autograd the plain layers run."""
    from docx_cli.modeling import encoder

    model = DocxForTokenClassification(tiny("layoutcosformer", hidden_act=act)).eval()
    ids, bbox, _, _ = batch()
    calls = []
    fused = encoder._linear_pointwise
    if fused is not None:  # count the fused calls
        encoder._linear_pointwise = lambda *a: calls.append(1) or fused(*a)
    try:
        with torch.enable_grad():
            plain = model(ids, bbox=bbox).logits
        assert calls == []
        with torch.inference_mode():
            fast = model(ids, bbox=bbox).logits
    finally:
        encoder._linear_pointwise = fused
    assert len(calls) == (2 if fused is not None else 0)  # one per layer
    torch.testing.assert_close(fast, plain.detach(), atol=1e-5, rtol=1e-5)
