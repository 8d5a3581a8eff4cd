"""LayoutLinformer past its training lengths: a tiny model trained on short sequences keeps its accuracy at 4×.

The synthetic task needs both the token itself and the whole sequence: every sequence has a class (A or B);
one contiguous quarter of its tokens, anywhere in it, are markers of that class, the rest noise, and each token's tag is (its own parity,
the sequence's class) — four tags. A token cannot be tagged without attending to the markers, wherever they
are. Training lengths are 8..32 tokens, evaluation at 128 (4× the longest training length), k = 8 so the
segment pooling is exercised in training too. 1D position embeddings are zeroed and frozen: positions past 32
would otherwise be untrained rows of the position table, which is not what this tests.
"""

from __future__ import annotations

import torch

from docx_cli.modeling import DocxConfig, DocxForTokenClassification
from docx_cli.modeling.attention.linformer import segment_pooling

TAGS = ["O", "S-a", "S-b", "S-c"]  # O = (even, A), S-a = (odd, A), S-b = (even, B), S-c = (odd, B)
MARK_A, MARK_B, NOISE = 2, 3, range(4, 20)
TRAIN_LENGTHS, LONG = (8, 32), 128


def batch(gen: torch.Generator, size: int, lengths: tuple[int, int]):
    n_max = lengths[1]
    ids = torch.zeros(size, n_max, dtype=torch.long)
    labels = torch.full((size, n_max), -100, dtype=torch.long)
    mask = torch.zeros(size, n_max, dtype=torch.bool)
    for b in range(size):
        n = int(torch.randint(lengths[0], lengths[1] + 1, (1,), generator=gen))
        cls = int(torch.randint(0, 2, (1,), generator=gen))
        row = torch.randint(NOISE.start, NOISE.stop, (n,), generator=gen)
        span = max(2, n // 4)  # the markers: one contiguous run, anywhere (a total at the foot of a page)
        start = int(torch.randint(0, n - span + 1, (1,), generator=gen))
        row[start:start + span] = MARK_B if cls else MARK_A
        ids[b, :n], mask[b, :n] = row, True
        labels[b, :n] = (row % 2) + 2 * cls
    return ids, mask, labels


def tiny_model(projection: str) -> DocxForTokenClassification:
    cfg = DocxConfig.from_preset("layoutlinformer", vocab_size=20, hidden_size=32, num_hidden_layers=2,
                                 num_attention_heads=2, intermediate_size=64, max_length=LONG, linformer_k=8,
                                 linformer_projection=projection, labels=TAGS, formats=["plain"],
                                 layout_embedding="none", hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0)
    model = DocxForTokenClassification(cfg)
    pos = model.model.embeddings.position_embeddings.weight
    pos.data.zero_()
    pos.requires_grad_(False)
    return model


def train(model: DocxForTokenClassification, steps: int = 300, seed: int = 0) -> None:
    gen = torch.Generator().manual_seed(seed)
    opt = torch.optim.Adam([p for p in model.parameters() if p.requires_grad], lr=3e-3)
    model.train()
    for _ in range(steps):
        ids, mask, labels = batch(gen, 16, TRAIN_LENGTHS)
        loss = model(ids, mask, format="plain", labels=labels).loss
        opt.zero_grad()
        loss.backward()
        opt.step()
    model.eval()


@torch.no_grad()
def evaluate(model: DocxForTokenClassification, lengths: tuple[int, int], seed: int = 1):
    """(token accuracy, variance over tokens of the first layer's attention output) on 64 sequences."""
    ids, mask, labels = batch(torch.Generator().manual_seed(seed), 64, lengths)
    seen = []
    layer = model.model.encoder.layer[0].attention.self
    handle = layer.register_forward_hook(lambda mod, inp, out: seen.append(out[mask].var(dim=0).mean().item()))
    try:
        logits = model(ids, mask, format="plain").logits
    finally:
        handle.remove()
    keep = labels != -100
    return (logits.argmax(-1)[keep] == labels[keep]).float().mean().item(), seen[0]


def test_pooled_linformer_keeps_its_accuracy_at_4x_the_training_length():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    model = tiny_model("pooled")
    train(model)
    short_acc, short_var = evaluate(model, TRAIN_LENGTHS)
    long_acc, long_var = evaluate(model, (LONG, LONG))
    print(f"pooled linformer: accuracy {short_acc:.3f} at 8..32 tokens, {long_acc:.3f} at {LONG}; "
          f"attention-output variance {short_var:.4f} → {long_var:.4f}")
    assert short_acc >= 0.95  # it learned the task
    assert long_acc >= short_acc - 0.05  # and keeps it at 4× the length
    # the attention output's spread over tokens neither collapses nor blows up (the learned projection's
    # grows about 6× on this task: its scale rises with N)
    assert 0.5 * short_var <= long_var <= 2.0 * short_var


def test_learned_projection_collapses_where_pooling_does_not():
    """The failure the pooled projection fixes, reproduced: E and F columns past the training length are
    untrained and the projection's scale grows with N, so the same training leaves the original Linformer far
    below its short-length accuracy at 4×."""
    torch.manual_seed(0)
    torch.set_num_threads(1)
    model = tiny_model("learned")
    train(model)
    short_acc, _ = evaluate(model, TRAIN_LENGTHS)
    long_acc, _ = evaluate(model, (LONG, LONG))
    print(f"learned linformer: accuracy {short_acc:.3f} at 8..32 tokens, {long_acc:.3f} at {LONG}")
    assert short_acc >= 0.9
    assert long_acc <= short_acc - 0.15


def test_segment_pooling_is_exact_attention_up_to_k_and_ignores_padding():
    mask = torch.tensor([[True] * 5 + [False] * 3, [True] * 8])
    proj, bias = segment_pooling(mask, k=4)
    # 5 real tokens into 4 segments: sizes 2, 1, 1, 1 (floor(p·4/5)); 8 into 4: sizes 2 each
    assert proj[0].sum(-1).tolist() == [1.0, 1.0, 1.0, 1.0] and proj[0, :, 5:].abs().sum() == 0
    assert (proj[0] > 0).sum(-1).tolist() == [2, 1, 1, 1] and (proj[1] > 0).sum(-1).tolist() == [2, 2, 2, 2]
    assert torch.allclose(bias[1].flatten(), torch.full((4,), 2.0).log())
    # M ≤ k: every token its own segment, count 1, bias 0 → pooled linformer is full softmax attention
    short = torch.tensor([[True] * 3 + [False]])
    proj, bias = segment_pooling(short, k=4)
    assert torch.equal(proj[0, :3, :3], torch.eye(3)) and bias[0, 0, 0, :3].abs().sum() == 0
    assert bias[0, 0, 0, 3] < -1e30  # the empty segment is masked


def test_pooled_linformer_exports_to_onnx_at_any_length(tmp_path):
    """The segment count follows N inside the graph: traced at 16 tokens, the ONNX graph matches torch at 5
    and 60 (padding in the batch)."""
    import numpy as np
    import pytest

    ort = pytest.importorskip("onnxruntime")
    torch.manual_seed(0)
    model = tiny_model("pooled").eval()

    class Graph(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.inner = model

        def forward(self, ids, mask):
            return self.inner(ids, mask, format="plain").logits

    def example(n: int):
        ids = torch.randint(2, 20, (2, n))
        mask = torch.ones(2, n, dtype=torch.long)
        mask[1, n // 2:] = 0
        return ids, mask

    path = tmp_path / "linformer.onnx"
    axes = {name: {0: "batch", 1: "sequence"} for name in ("ids", "mask", "logits")}
    torch.onnx.export(Graph().eval(), example(16), str(path), input_names=["ids", "mask"], output_names=["logits"],
                      dynamic_axes=axes, opset_version=17, dynamo=False)
    session = ort.InferenceSession(str(path))
    for n in (5, 16, 60):
        ids, mask = example(n)
        model.eval()
        with torch.no_grad():
            ref = model(ids, mask, format="plain").logits.numpy()
        out = session.run(None, {"ids": ids.numpy(), "mask": mask.numpy()})[0]
        assert np.abs(out - ref).max() <= 1e-4, n
