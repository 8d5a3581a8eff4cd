"""The training loop's validation figures (its checkpoint metric) are `docx evaluate`'s, on the shipped model:
the same decoding and the same comparison of values, each document by its own dataset's rule.

Validation documents: generated invoices and orders, short ones, as three sets. ``deepform`` gives gold values
typed the way DeepForm's annotators type them ("$11,782.79" for a printed "11,782.79", order numbers without
their dashes), ``deepform-printed`` the same documents with the values as printed, ``synthetic`` documents
whose gold is their word tags. Compared by DeepForm's rule (by meaning) both DeepForm sets score alike;
compared as the JSONL kind's text, the typed gold matches nothing.
"""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MODEL = ROOT / "models" / "default"
DEEPFORM_FIELDS = ("document_number", "customer_name", "total_amount")


def typed_like_deepform(field: str, value: dict) -> str:
    """A gold value as an annotator would type it: the same meaning, never the printed text."""
    if field == "total_amount":
        typed = f"${float(value['normalized']):,.2f}"
    else:  # lower case, no punctuation: "Atlas Fasteners Corp." → "atlas fasteners corp"
        typed = re.sub(r"[^\w ]", "", value["value"]).lower()
    assert typed != value["value"], "a typed value the printed text matches exactly tests nothing"
    return typed


def deepform_copy(doc, name: str, typed: bool):
    gold = doc.metadata["gold"]["fields"]
    values = {f: [typed_like_deepform(f, gold[f]) if typed else gold[f]["value"]] for f in DEEPFORM_FIELDS}
    metadata = {"id": f"{name}-{doc.source}", "dataset": name, "labelled_fields": list(DEEPFORM_FIELDS),
                "gold_fields": values}
    return dataclasses.replace(doc, metadata=metadata)


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    from docx_cli.synth import synthesize

    if not (MODEL / "model.safetensors").is_file():
        pytest.skip("models/default is not installed")
    tmp = tmp_path_factory.mktemp("consistency")
    invoices = [synthesize(k, split="validation", seed=0, index=i).gold
                for k, i in (("invoice", 1), ("invoice", 4), ("order", 3))]
    orders = [synthesize("order", split="validation", seed=0, index=i).gold for i in (1, 4)]
    val = ([deepform_copy(d, "deepform", typed=True) for d in invoices]
           + [deepform_copy(d, "deepform-printed", typed=False) for d in invoices] + orders)
    (tmp / "val.jsonl").write_text("".join(d.dumps() + "\n" for d in val), encoding="utf-8")
    (tmp / "train.jsonl").write_text(orders[0].dumps() + "\n", encoding="utf-8")
    return tmp


@pytest.fixture(scope="module")
def trainer_metrics(data):
    from docx_cli.training.config import load_config
    from docx_cli.training.loop import Trainer

    fields = json.loads((MODEL / "labels.json").read_text())["fields"]
    raw = {
        "task": "token", "output_dir": str(data / "run"), "device": "cpu",
        "model": {"preset": "layoutlm", "init_checkpoint": str(MODEL), "max_length": 512},
        "data": {"kind": "jsonl", "path": str(data / "train.jsonl"), "validation_path": str(data / "val.jsonl"),
                 "fields": fields},
        "training": {"max_steps": 1, "batch_size": 1, "eval_every": 0, "save_every": 0, "threads": 1},
    }
    return Trainer(load_config(raw=raw), log=lambda m: None).evaluate()


def test_trainer_figures_are_docx_evaluates(data, trainer_metrics, capsys, monkeypatch):
    from cli_run import run_docx

    # fp32: the trainer's forward on a CPU (docx evaluate's default there may be bf16)
    code, out, err = run_docx(["evaluate", "--model", MODEL, "--data", data / "val.jsonl", "--precision", "fp32",
                               "--quiet"], capsys, monkeypatch)
    assert code == 0, err
    evaluated = json.loads(out)
    m = trainer_metrics
    assert m["documents"] == evaluated["documents"] == 8
    assert set(m["by_set"]) == {"deepform", "deepform-printed", "synthetic"}
    for key in ("field_f1", "entity_f1", "set_mean_field_f1", "by_set", "data_kind_comparison"):
        assert m[key] == evaluated[key], key
    assert m["field"]["per_field"] == evaluated["field"]["per_field"]
    # the shipped model reads these short documents well: the equalities above are not those of zeros
    assert m["by_set"]["deepform"] >= 0.8 and m["by_set"]["synthetic"] >= 0.8


def test_values_are_compared_by_their_datasets_rule(trainer_metrics):
    m = trainer_metrics
    # by meaning, the typed gold and the printed gold are the same values
    assert m["by_set"]["deepform"] == m["by_set"]["deepform-printed"]
    assert m["set_mean_field_f1"] == pytest.approx(sum(m["by_set"].values()) / 3, abs=1e-4)
    # the JSONL kind's comparison (whitespace-normalised text), kept apart, finds none of the typed values
    plain = m["data_kind_comparison"]
    assert plain["by_set"]["deepform"] == 0.0
    assert plain["by_set"]["deepform-printed"] == m["by_set"]["deepform-printed"]
    assert plain["by_set"]["synthetic"] == m["by_set"]["synthetic"]
    assert plain["field_f1"] < m["field_f1"]


def test_a_document_keeps_its_datasets_rule_in_any_file():
    from docx_cli.document import Document
    from docx_cli.training.evaluate import comparison_kind

    deepform = Document(source="../shared/data/deepform/train/documents/a.pdf", pages=())
    assert comparison_kind(deepform, "jsonl") == "deepform"
    assert comparison_kind(deepform, None) == "deepform"
    assert comparison_kind(deepform, "deepform") is None  # the data's own normaliser (its config) applies
    nda = Document(source="x.pdf", pages=(), metadata={"dataset": "kleister-nda"})
    assert comparison_kind(nda, "jsonl") == "kleister"
    synthetic = Document(source="order-1", pages=(), metadata={"synth": {}})
    assert comparison_kind(synthetic, "jsonl") is None
