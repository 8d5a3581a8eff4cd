"""Attention internals: cosformer's linear form against its quadratic reference, separable 2D biases against
their explicit matrices, the multiplicative bias in full attention, Linformer, LAMBERT, and the O(N) memory of
linformer / cosformer at 32,768 tokens."""

from __future__ import annotations

import math
import subprocess
import sys
import textwrap

import pytest
import torch

from docx_cli.modeling import DocxConfig, DocxModel
from docx_cli.modeling.attention.base import AttentionContext
from docx_cli.modeling.attention.bias import (
    LambertBias,
    combine_features,
    cos1d_features,
    cos1d_matrix,
    cross_features,
    cross_matrix,
    cross_max_matrix,
    features_to_matrix,
    relative_position_bucket,
    squircle_features,
    squircle_matrix,
)
from docx_cli.modeling.attention.cosformer import cosformer_attention, cosformer_reference
from docx_cli.modeling.attention.full import FullSelfAttention, eager_attention, sdpa_attention
from docx_cli.modeling.embeddings import SinusoidalLayoutEmbedding

torch.set_num_threads(1)


def boxes(b, n, seed=0):
    g = torch.Generator().manual_seed(seed)
    xy = torch.randint(0, 700, (b, n, 2), generator=g)
    bbox = torch.cat([xy, xy + torch.randint(0, 300, (b, n, 2), generator=g)], dim=-1)
    bbox[0, 1] = bbox[0, 0]  # one exact duplicate, and one pair aligned on x only
    bbox[0, 2, [0, 2]] = bbox[0, 0, [0, 2]]
    return bbox


def padded_mask(b, n):
    mask = torch.ones(b, n, dtype=torch.bool)
    mask[1, n - 7:] = False
    mask[2, : 3] = False  # left padding too: positions count real tokens only
    return mask


# -- separable biases == explicit matrices -----------------------------------------------------------------------
@pytest.mark.parametrize("name", ["squircle", "cross", "cos1d"])
def test_separable_bias_equals_explicit_matrix(name):
    bbox, mask = boxes(3, 33), padded_mask(3, 33)
    if name == "squircle":
        sep, explicit = squircle_features(bbox), squircle_matrix(bbox)
    elif name == "cross":
        sep, explicit = cross_features(bbox), cross_matrix(bbox)
    else:
        sep, explicit = cos1d_features(mask), cos1d_matrix(mask)
    err = (features_to_matrix(sep) - explicit).abs().max().item()
    print(f"separable {name}: max-abs error {err:.2e}")
    assert err <= 1e-6
    assert explicit.min() >= -1e-6 and explicit.max() <= 1 + 1e-6
    torch.testing.assert_close(torch.diagonal(explicit, dim1=-2, dim2=-1), torch.ones(3, 33), atol=1e-6, rtol=0)


def test_cross_is_one_on_aligned_pairs_and_bounded_by_max():
    bbox = boxes(1, 20)
    c, cmax = cross_matrix(bbox), cross_max_matrix(bbox)
    assert (c >= cmax - 1e-6).all() and (c <= 1 + 1e-6).all()
    assert abs(c[0, 0, 2].item() - 1) < 1e-6  # same x centre, different y
    assert squircle_matrix(bbox)[0, 0, 2] < 1  # squircle is not fooled by one-axis alignment


def test_product_of_separable_biases():
    bbox, mask = boxes(3, 17), padded_mask(3, 17)
    prod = combine_features(cos1d_features(mask), cross_features(bbox))
    assert prod[0].shape[-1] == 16
    err = (features_to_matrix(prod) - cos1d_matrix(mask) * cross_matrix(bbox)).abs().max().item()
    assert err <= 1e-6


# -- cosformer: linear == quadratic reference ---------------------------------------------------------------------
@pytest.mark.parametrize("bias", ["none", "cos1d", "squircle", "cross", "cos1d*cross"])
def test_cosformer_linear_equals_quadratic(bias):
    torch.manual_seed(0)
    b, h, n, d = 3, 2, 29, 8
    q, k, v = (torch.randn(b, h, n, d) for _ in range(3))
    mask, bbox = padded_mask(b, n), boxes(b, n)
    feats = {"none": None, "cos1d": cos1d_features(mask), "squircle": squircle_features(bbox),
             "cross": cross_features(bbox), "cos1d*cross": combine_features(cos1d_features(mask), cross_features(bbox))}
    mats = {"none": None, "cos1d": cos1d_matrix(mask), "squircle": squircle_matrix(bbox), "cross": cross_matrix(bbox),
            "cos1d*cross": cos1d_matrix(mask) * cross_matrix(bbox)}
    fast = cosformer_attention(q, k, v, mask, feats[bias])
    ref = cosformer_reference(q, k, v, mask, mats[bias])
    err = (fast - ref).abs().max().item()
    print(f"cosformer linear vs quadratic [{bias}]: max-abs error {err:.2e}")
    assert err <= 1e-5
    # padded keys do not matter: scramble them and the real rows stay the same
    k2, v2 = k.clone(), v.clone()
    k2[1, :, n - 7:] = 100.0
    v2[1, :, n - 7:] = -100.0
    again = cosformer_attention(q, k2, v2, mask, feats[bias])
    assert (again - fast).abs().max() <= 1e-6


def test_cosformer_floor_keeps_rows_finite():
    q = -torch.ones(1, 1, 4, 2)  # ReLU(q) = 0: every similarity vanishes
    out = cosformer_attention(q, torch.ones(1, 1, 4, 2), torch.ones(1, 1, 4, 2), torch.ones(1, 4, dtype=torch.bool), None)
    assert torch.isfinite(out).all()


# -- full attention with a multiplicative bias -----------------------------------------------------------------------
def test_full_attention_bias_multiplies_attention():
    torch.manual_seed(0)
    b, h, n, d = 3, 2, 21, 8
    q, k, v = (torch.randn(b, h, n, d) for _ in range(3))
    mask, bbox = padded_mask(b, n), boxes(b, n)
    bias_m = cross_matrix(bbox)  # (B, N, N)
    # explicit: B ⊙ exp(scores), padded keys removed, rows renormalised
    w = torch.exp(q @ k.transpose(-1, -2) / math.sqrt(d)) * bias_m[:, None] * mask[:, None, None, :]
    ref = (w / w.sum(-1, keepdim=True)) @ v
    model_mask = DocxModel(DocxConfig.from_preset("layoutlm", relative_bias="cross", hidden_size=16,
                                                  num_attention_heads=2, num_hidden_layers=1, intermediate_size=16,
                                                  vocab_size=10, max_length=32)).encoder.build_context(
        mask, bbox, torch.float32).full_mask
    for fn in (eager_attention, sdpa_attention):
        err = (fn(q, k, v, model_mask) - ref).abs().max().item()
        print(f"full attention × cross bias [{fn.__name__}]: max-abs error {err:.2e}")
        assert err <= 1e-5


# -- linformer ---------------------------------------------------------------------------------------------------
def test_linformer_matches_explicit_projection():
    torch.manual_seed(0)
    cfg = DocxConfig.from_preset("layoutlinformer", hidden_size=16, num_attention_heads=2, num_hidden_layers=1,
                                 intermediate_size=16, vocab_size=10, max_length=40, linformer_k=6,
                                 linformer_projection="learned")
    attn = DocxModel(cfg).eval().encoder.layer[0].attention.self
    n = 23
    x = torch.randn(2, n, 16)
    mask = torch.ones(2, n, dtype=torch.bool)
    mask[1, 15:] = False
    ctx = DocxModel(cfg).encoder.build_context(mask, None, torch.float32)
    out = attn(x, ctx)
    q, k, v = attn.qkv(x)
    keep = mask[:, None, :, None].float()
    kp, vp = attn.E[:, :n] @ (k * keep), attn.F[:, :n] @ (v * keep)  # (B, H, k, D)
    ref = torch.softmax(q @ kp.transpose(-1, -2) / math.sqrt(8), -1) @ vp
    assert (out - attn.merge(ref)).abs().max() <= 1e-5


def test_pooled_linformer_matches_segment_means_and_full_attention_up_to_k():
    torch.manual_seed(0)
    cfg = DocxConfig.from_preset("layoutlinformer", hidden_size=16, num_attention_heads=2, num_hidden_layers=1,
                                 intermediate_size=16, vocab_size=10, max_length=40, linformer_k=6)
    model = DocxModel(cfg).eval()
    attn = model.encoder.layer[0].attention.self
    assert not hasattr(attn, "E")  # nothing per position
    n = 23
    x = torch.randn(2, n, 16)
    mask = torch.ones(2, n, dtype=torch.bool)
    mask[1, 15:] = False
    out = attn(x, model.encoder.build_context(mask, None, torch.float32))
    q, k, v = attn.qkv(x)
    for b, m in ((0, n), (1, 15)):  # by hand: 6 equal segments of the m real tokens, scores + log(count)
        seg = torch.arange(m) * 6 // m
        kp = torch.stack([k[b, :, :m][:, seg == r].mean(1) for r in range(6)], 1)  # (H, 6, D)
        vp = torch.stack([v[b, :, :m][:, seg == r].mean(1) for r in range(6)], 1)
        count = torch.bincount(seg, minlength=6).float()
        ref = torch.softmax(q[b] @ kp.transpose(-1, -2) / math.sqrt(8) + count.log(), -1) @ vp  # (H, N, D)
        assert (out[b, :m] - attn.merge(ref[None])[0, :m]).abs().max() <= 1e-5
    # up to k real tokens it is full softmax attention, padding included
    short = mask.clone()
    short[:, 5:] = False
    full = FullSelfAttention(cfg.replace(attention="full")).eval()
    full.load_state_dict(attn.state_dict())
    ctx_full = AttentionContext(key_mask=short, full_mask=short[:, None, None, :])
    got = attn(x, model.encoder.build_context(short, None, torch.float32))
    assert (got[:, :5] - full(x, ctx_full)[:, :5]).abs().max() <= 1e-5


# -- LAMBERT -----------------------------------------------------------------------------------------------------
def test_lambert_bias_matches_definition():
    torch.manual_seed(0)
    c, heads, n = 8, 2, 6
    lb = LambertBias(heads, num_buckets=8, max_distance=16, c=c)
    for emb in (lb.w, lb.h, lb.v):
        emb.weight.data.normal_()
    bbox = boxes(1, n)
    out = lb(bbox, n)  # (1, H, N, N)
    for i in range(n):
        for j in range(n):
            x0, y0, _, y1 = (float(t) / 1000 for t in bbox[0, i])
            x0j, y0j, _, y1j = (float(t) / 1000 for t in bbox[0, j])
            hx = min(max(math.floor(c * x0 - c * x0j), -c), c - 1) + c
            vy = min(max(math.floor(c * (y0 + y1) / 2 - c * (y0j + y1j) / 2), -c), c - 1) + c
            wb = relative_position_bucket(torch.tensor(j - i), 8, 16)
            expected = lb.w.weight[wb] + lb.h.weight[hx] + lb.v.weight[vy]
            torch.testing.assert_close(out[0, :, i, j], expected, atol=1e-6, rtol=0)


def test_relative_buckets_are_monotone_and_bounded():
    rel = torch.arange(-300, 301)
    bk = relative_position_bucket(rel, 32, 128)
    assert bk.min() >= 0 and bk.max() < 32
    assert (bk[301:].diff() >= 0).all() and len(set(bk.tolist())) == 31  # T5: bucket 16 (i.e. +0) is never used


def test_sinusoidal_layout_embedding():
    cfg = DocxConfig.from_preset("lambert", hidden_size=64, num_attention_heads=2, sinusoidal_dim=5, vocab_size=10)
    emb = SinusoidalLayoutEmbedding(cfg)
    emb.reset_parameters()
    assert abs(emb.linear.weight.std().item() - 0.02) < 0.004
    torch.testing.assert_close(emb.theta, torch.tensor([1.0, 500 ** 0.25, 500 ** 0.5, 500 ** 0.75, 500.0]))
    bbox = torch.tensor([[[100, 200, 300, 400]]])
    f = emb.features(bbox)[0, 0]  # (8d,) = [sin tθ, cos tθ] per coordinate
    t = torch.tensor([0.1, 0.2, 0.3, 0.4])
    expected = torch.cat([torch.cat([(ti * emb.theta).sin(), (ti * emb.theta).cos()]) for ti in t])
    torch.testing.assert_close(f, expected)


# -- O(N) memory at 32,768 tokens ---------------------------------------------------------------------------------------
MEMORY_SCRIPT = textwrap.dedent(
    """
    import sys, torch
    torch.set_num_threads(1)

    def peak_kib():
        # VmHWM belongs to this process's own address space. ru_maxrss would not do: Linux carries the
        # forking parent's high-water mark across fork+exec, so a big pytest process hides the child's peak.
        for line in open("/proc/self/status"):
            if line.startswith("VmHWM:"):
                return int(line.split()[1])

    from docx_cli.modeling import DocxConfig, DocxForTokenClassification
    preset, bias, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    cfg = DocxConfig.from_preset(preset, vocab_size=50, hidden_size=16, num_hidden_layers=1, num_attention_heads=2,
                                 intermediate_size=32, max_length=n, linformer_k=16, relative_bias=bias,
                                 attn_implementation="eager")
    model = DocxForTokenClassification(cfg).eval()
    ids = torch.randint(5, 50, (1, n))
    xy = torch.randint(0, 900, (1, n, 2))
    bbox = torch.cat([xy, xy + 50], -1)
    mask = torch.ones(1, n, dtype=torch.long)
    mask[:, -n // 32:] = 0
    with torch.no_grad():
        model(ids[:, :64], mask[:, :64], bbox[:, :64])  # warm up allocator and kernels
        before = peak_kib()
        out = model(ids, mask, bbox).logits
        after = peak_kib()
    assert out.shape == (1, n, 1) and bool(torch.isfinite(out).all())
    print((after - before) / 1024)  # MiB (VmHWM is in KiB)
    """
)


def peak_forward_mib(preset: str, bias: str, n: int) -> float:
    res = subprocess.run([sys.executable, "-c", MEMORY_SCRIPT, preset, bias, str(n)], capture_output=True, text=True,
                         check=False, timeout=300, env={"OMP_NUM_THREADS": "1", "PATH": "/usr/bin:/bin"})
    assert res.returncode == 0, res.stderr[-2000:]
    return float(res.stdout.strip().splitlines()[-1])


@pytest.mark.skipif(sys.platform != "linux", reason="reads /proc/self/status (Linux only)")
@pytest.mark.parametrize("preset,bias", [("layoutlinformer", "none"), ("layoutcosformer", "none"),
                                         ("layoutcosformer", "cross")])
def test_no_quadratic_memory_at_32k_tokens(preset, bias):
    peak = peak_forward_mib(preset, bias, 32768)
    print(f"{preset}+{bias} at 32768 tokens: peak RSS increase {peak:.0f} MiB (one N×N float32 = 4096 MiB)")
    assert peak < 256


@pytest.mark.skipif(sys.platform != "linux", reason="reads /proc/self/status (Linux only)")
def test_memory_probe_sees_a_quadratic_matrix():
    """Control for the test above: eager full attention at 4096 tokens builds (2 heads × 4096²) float32 scores
    = 128 MiB (and their softmax, as much again), and the probe must see at least half of one — so a small
    reading above means "no N×N", not "probe blind". (Measured 126–259 MiB.)"""
    peak = peak_forward_mib("layoutlm", "none", 4096)
    print(f"control: eager full attention at 4096 tokens: peak RSS increase {peak:.0f} MiB")
    assert peak >= 64
