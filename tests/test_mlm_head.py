"""The MLM head decodes only the labelled (masked) positions in training: same loss and gradients, fewer FLOPs."""

from __future__ import annotations

import pytest
import torch

from docx_cli.modeling import DocxConfig, DocxForMaskedLM

torch.set_num_threads(1)

TINY = {"vocab_size": 120, "hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 2,
        "intermediate_size": 128, "max_length": 128, "hidden_dropout_prob": 0.0,
        "attention_probs_dropout_prob": 0.0}


def masked_batch(b=3, n=20, seed=0):
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(5, 120, (b, n), generator=g)
    xy = torch.randint(0, 600, (b, n, 2), generator=g)
    bbox = torch.cat([xy, xy + torch.randint(0, 400, (b, n, 2), generator=g)], dim=-1)
    mask = torch.ones(b, n, dtype=torch.long)
    mask[1, 14:] = 0  # a padded row
    labels = torch.where(torch.rand(b, n, generator=g) < 0.3, ids, torch.full_like(ids, -100))
    labels[mask == 0] = -100
    return {"input_ids": ids, "bbox": bbox, "attention_mask": mask, "labels": labels}


def grads(model):
    return {n: p.grad.clone() for n, p in model.named_parameters() if p.grad is not None}


@pytest.mark.parametrize("preset", ["layoutlm", "xdoc"])
def test_masked_only_loss_and_gradients_equal_full_decoding(preset):
    torch.manual_seed(0)
    model = DocxForMaskedLM(DocxConfig.from_preset(preset, **TINY)).train()  # dropout 0: deterministic
    batch = masked_batch()
    keep = batch["labels"] != -100
    assert 0 < int(keep.sum()) < keep.numel()

    full = model(**batch, masked_only=False)
    full.loss.backward()
    g_full = grads(model)
    model.zero_grad()
    fast = model(**batch)  # training mode + labels: masked positions only
    fast.loss.backward()
    g_fast = grads(model)

    assert full.logits.shape == (3, 20, 120) and full.label_mask is None
    assert fast.logits.shape == (int(keep.sum()), 120) and torch.equal(fast.label_mask, keep)
    assert abs(fast.loss.item() - full.loss.item()) <= 1e-6
    assert torch.allclose(fast.logits, full.logits[keep], atol=1e-6)
    assert g_fast.keys() == g_full.keys()
    for name, g in g_full.items():
        assert torch.allclose(g_fast[name], g, atol=1e-6, rtol=1e-5), name


def test_eval_mode_and_no_labels_return_every_position():
    model = DocxForMaskedLM(DocxConfig.from_preset("layoutlm", **TINY))
    batch = masked_batch()
    model.eval()
    with torch.no_grad():
        out = model(**batch)  # evaluation code compares logits.argmax(-1) with (B, N) labels
        assert out.logits.shape == (3, 20, 120) and out.loss is not None
        assert model(**{k: v for k, v in batch.items() if k != "labels"}).logits.shape == (3, 20, 120)
        fast = model(**batch, masked_only=True)
    keep = batch["labels"] != -100
    assert torch.equal(fast.logits.argmax(-1), out.logits.argmax(-1)[fast.label_mask])
    assert abs(float(fast.loss) - float(out.loss)) <= 1e-6 and torch.equal(fast.label_mask, keep)


def test_no_masked_position_still_reaches_every_parameter():
    """A micro-batch with nothing masked: the loop backpropagates ``logits.sum() * 0`` (DDP needs every grad)."""
    model = DocxForMaskedLM(DocxConfig.from_preset("layoutlm", **TINY)).train()
    batch = {**masked_batch(), "labels": torch.full((3, 20), -100)}
    full = model(**batch, masked_only=False)
    (full.logits.float().sum() * 0.0).backward()
    expected = set(grads(model))
    model.zero_grad(set_to_none=True)
    out = model(**batch)
    assert out.logits.shape == (0, 120) and out.loss.item() == 0.0
    (out.logits.float().sum() * 0.0).backward()
    got = grads(model)
    assert set(got) == expected and all(float(g.abs().sum()) == 0.0 for g in got.values())
