"""The training loop on a tiny model and the toy dataset: it learns, checkpoints are safetensors + JSON, and
stopping + --resume reproduces the uninterrupted loss sequence exactly."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from docx_cli.training.config import load_config
from docx_cli.training.datasets.toy import write_toy_jsonl


def tiny_config(tmp_path: Path, out: str, **training) -> dict:
    data = tmp_path / "toy.jsonl"
    if not data.exists():
        write_toy_jsonl(data, 40, seed=1)
    return {
        "task": "token",
        "output_dir": str(tmp_path / out),
        "device": "cpu",
        "model": {"preset": "layoutlm", "tokenizer": "tiny", "hidden_size": 64, "num_hidden_layers": 2,
                  "num_attention_heads": 2, "intermediate_size": 128, "max_length": 128},
        "data": {"kind": "jsonl", "path": str(data), "validation_fraction": 0.2},
        "training": {"max_steps": 20, "batch_size": 4, "learning_rate": 3e-3, "eval_every": 10,
                     "save_every": 5, "log_every": 1, "threads": 1, "keep_checkpoints": 0, **training},
    }


def losses(out_dir: Path) -> list[tuple[int, float]]:
    rows = [json.loads(line) for line in (out_dir / "metrics.jsonl").read_text().splitlines()]
    return [(r["step"], r["loss"]) for r in rows if "loss" in r]


def test_twenty_steps_learn_and_write_a_loadable_model(tmp_path):
    from docx_cli.modeling import DocxForTokenClassification
    from docx_cli.training.loop import train

    cfg = load_config(raw=tiny_config(tmp_path, "run"))
    result = train(cfg, log=lambda m: None)
    out = tmp_path / "run"
    seq = [v for _, v in losses(out)]
    assert len(seq) == 20
    assert sum(seq[-5:]) / 5 < sum(seq[:5]) / 5  # it learns
    assert result["step"] == 20 and result["metrics"]["documents"] == 8
    assert {"entity_f1", "field_f1", "buckets"} <= set(result["metrics"])
    ckpt = out / "checkpoints" / "step-000020"
    names = {p.name for p in ckpt.iterdir()}
    assert {"model.safetensors", "optimizer.safetensors", "trainer_state.json", "rng-0.safetensors",
            "train_config.yaml", "config.json", "labels.json"} <= names
    assert not [p for p in ckpt.rglob("*") if p.suffix in (".bin", ".pt", ".pkl")]  # no pickles anywhere
    assert (out / "train_config.yaml").exists() and (out / "best" / "metrics.json").exists()
    model = DocxForTokenClassification.from_pretrained(out / "best")
    assert model.config.labels[0] == "O" and "S-total_amount" in model.config.labels
    # the resolved config beside the checkpoint reloads to the same config
    again = load_config(ckpt / "train_config.yaml")
    assert again == cfg


def test_stop_and_resume_gives_the_same_loss_sequence(tmp_path):
    from docx_cli.training.loop import train

    train(load_config(raw=tiny_config(tmp_path, "straight")), log=lambda m: None)
    # the same run, stopped after step 10 (its schedule still spans 20 steps), then resumed
    stopped = tiny_config(tmp_path, "resumed", stop_after=10)
    first = train(load_config(raw=stopped), log=lambda m: None)
    assert first["step"] == 10
    stopped["training"]["stop_after"] = None
    second = train(load_config(raw=stopped), resume=True, log=lambda m: None)
    assert second["step"] == 20
    assert losses(tmp_path / "resumed") == losses(tmp_path / "straight")


def test_bf16_asked_for_autocasts_on_a_cpu_and_still_learns(tmp_path):
    """`training.mixed_precision: bf16` runs the forward in bf16 on a CPU too (bf16's numerics, as on a GPU);
    auto leaves a CPU run in float32."""
    from docx_cli.training.loop import Trainer, train

    assert Trainer(load_config(raw=tiny_config(tmp_path, "auto")), log=lambda m: None).precision == "no"
    cfg = load_config(raw=tiny_config(tmp_path, "bf16", mixed_precision="bf16", eval_every=0, save_every=0))
    assert Trainer(cfg, log=lambda m: None).precision == "bf16"
    result = train(cfg, log=lambda m: None)
    seq = [v for _, v in losses(tmp_path / "bf16")]
    assert result["step"] == 20 and sum(seq[-5:]) / 5 < sum(seq[:5]) / 5


def test_resume_without_checkpoint_starts_at_zero(tmp_path):
    from docx_cli.training.loop import train

    raw = tiny_config(tmp_path, "fresh", max_steps=2, eval_every=0, save_every=0)
    messages: list[str] = []
    result = train(load_config(raw=raw), resume=True, log=messages.append)
    assert result["step"] == 2
    assert any("no checkpoint" in m for m in messages)


def test_mlm_pretraining_then_fine_tuning_from_its_output(tmp_path):
    from docx_cli.training.loop import train

    raw = tiny_config(tmp_path, "mlm", max_steps=4, eval_every=2, save_every=0, learning_rate=1e-3)
    raw["task"] = "mlm"
    result = train(load_config(raw=raw), log=lambda m: None)
    assert set(result["metrics"]) >= {"loss", "accuracy", "masked_tokens"}
    assert result["metrics"]["masked_tokens"] > 0
    assert (tmp_path / "mlm" / "best" / "model.safetensors").exists()
    # fine-tune from the pre-trained body: the docx model directory is a valid init_checkpoint
    ft = tiny_config(tmp_path, "ft", max_steps=2, eval_every=0, save_every=0)
    ft["model"] = {"init_checkpoint": str(tmp_path / "mlm" / "best")}
    out = train(load_config(raw=ft), log=lambda m: None)
    assert out["step"] == 2 and "field_f1" in out["metrics"]


@pytest.mark.parametrize("accum", [2])
def test_gradient_accumulation_matches_one_big_batch(tmp_path, accum):
    """batch 4 as 2 × 2 accumulated gives the same updates as 1 × 4 (the loss is the global token mean)."""
    from docx_cli.training.loop import train

    base = tiny_config(tmp_path, "one", max_steps=3, eval_every=0, save_every=0)
    base["model"]["dropout"] = 0.0
    train(load_config(raw=base), log=lambda m: None)
    acc = tiny_config(tmp_path, "acc", max_steps=3, eval_every=0, save_every=0, grad_accum_steps=accum)
    acc["model"]["dropout"] = 0.0
    train(load_config(raw=acc), log=lambda m: None)
    a, b = losses(tmp_path / "one"), losses(tmp_path / "acc")
    assert [s for s, _ in a] == [s for s, _ in b]
    assert all(abs(x - y) < 1e-3 for (_, x), (_, y) in zip(a, b))


def test_box_jitter_moves_word_boxes_together_and_is_reproducible(tmp_path):
    """training.box_jitter: one scale + shift per chunk; [CLS]/[SEP]/padding boxes untouched; the same
    (seed, step, chunk) gives the same boxes (so --resume stays exact); labels and tokens unchanged."""
    import torch

    from docx_cli.training.loop import Trainer

    plain = Trainer(load_config(raw=tiny_config(tmp_path, "plain")), log=lambda m: None)
    jit = Trainer(load_config(raw=tiny_config(tmp_path, "jit", box_jitter=0.2)), log=lambda m: None)
    [a], _ = plain.micro_batches(3)
    [b], _ = jit.micro_batches(3)
    [c], _ = jit.micro_batches(3)
    assert torch.equal(b["bbox"], c["bbox"]) and torch.equal(a["input_ids"], b["input_ids"])
    assert torch.equal(a["labels"], b["labels"])
    special = (a["bbox"].sum(-1) == 0) | (a["bbox"] == 1000).all(-1)  # (B, N)
    assert torch.equal(a["bbox"][special], b["bbox"][special])
    moved = ~special
    assert moved.any() and not torch.equal(a["bbox"][moved], b["bbox"][moved])
    assert b["bbox"].min() >= 0 and b["bbox"].max() <= 1000
    # one affine map per chunk: x1 - x0 widths all scale by the same factor (up to rounding/clamping)
    row = int(moved.any(-1).nonzero()[0])
    w0 = (a["bbox"][row, :, 2] - a["bbox"][row, :, 0])[moved[row]].float()
    w1 = (b["bbox"][row, :, 2] - b["bbox"][row, :, 0])[moved[row]].float()
    wide = w0 >= 20
    ratios = w1[wide] / w0[wide]
    assert ratios.max() - ratios.min() < 0.15
    [d], _ = jit.micro_batches(4)
    assert not torch.equal(d["bbox"], b["bbox"])


def test_our_own_checkpoint_counts_as_pretrained_except_the_new_head(tmp_path):
    """Fine-tuning from a layout-MLM run: its layout projection and body learn at the base rate; only the new
    token head gets new_params_lr_scale (BERT-name matching would have called the layout parts new)."""
    from docx_cli.training.loop import Trainer, train

    raw = tiny_config(tmp_path, "mlm", max_steps=1, eval_every=0, save_every=0)
    raw["task"] = "mlm"
    train(load_config(raw=raw), log=lambda m: None)
    ft = tiny_config(tmp_path, "ft", new_params_lr_scale=5.0)
    ft["model"] = {"init_checkpoint": str(tmp_path / "mlm" / "best")}
    trainer = Trainer(load_config(raw=ft), log=lambda m: None)
    scale = {id(p): g["lr_scale"] for g in trainer.optimizer.param_groups for p in g["params"]}
    by_name = {n: scale[id(p)] for n, p in trainer.model.named_parameters()}
    assert by_name and all(v == 5.0 for n, v in by_name.items() if n.startswith("head."))
    assert all(v == 1.0 for n, v in by_name.items() if n.startswith("model."))


def test_set_mean_metric_weighs_each_validation_set_equally(tmp_path):
    """training.metric: set_mean_field_f1 = the mean of each validation set's field F1 (sets named by the
    dataset they come from), so a large synthetic set cannot outvote a small real one in checkpoint choice."""
    from docx_cli.training.loop import train

    raw = tiny_config(tmp_path, "run", max_steps=4, eval_every=0, save_every=0, metric="set_mean_field_f1")
    val = tmp_path / "val.jsonl"
    rows = [json.loads(line) for line in Path(raw["data"]["path"]).read_text().splitlines()][:9]
    for i, r in enumerate(rows):
        r.setdefault("metadata", {})["dataset"] = "small" if i < 3 else "large"
    val.write_text("".join(json.dumps(r) + "\n" for r in rows))
    raw["data"]["validation_path"] = str(val)
    result = train(load_config(raw=raw), log=lambda m: None)
    m = result["metrics"]
    assert set(m["by_set"]) == {"small", "large"}
    assert m["set_mean_field_f1"] == pytest.approx(sum(m["by_set"].values()) / 2, abs=1e-4)
    assert result["best"] == pytest.approx(m["set_mean_field_f1"], abs=1e-4)


def test_validation_sets_are_named_by_dataset_folder_or_generator():
    from docx_cli.document import Document
    from docx_cli.training.evaluate import set_name as _set_name

    assert _set_name(Document(source="../shared/data/deepform/pdfs/a.pdf", pages=())) == "deepform"
    assert _set_name(Document(source="/x/data/wildreceipt/train/img/b.jpg", pages=())) == "wildreceipt"
    assert _set_name(Document(source="order-validation-000001", pages=(), metadata={"synth": {}})) == "synthetic"
    assert _set_name(Document(source="mine/inv.pdf", pages=(), metadata={"dataset": "mine"})) == "mine"
    assert _set_name(Document(source="inv.pdf", pages=())) == "documents"
